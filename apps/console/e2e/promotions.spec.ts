import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../web/e2e/a11y-support';
import { productId } from '../../web/e2e/products-support';
import { logIn } from '../../web/e2e/support';
import { signIn, TINY_PNG } from './console-support';

/** A datetime-local value in Sri Lanka time, `hours` from now. */
const colomboLocal = (hours: number) =>
  new Date(Date.now() + hours * 3600_000 + 5.5 * 3600_000).toISOString().slice(0, 16);

test('marketing adds a banner and a voucher campaign; a visitor sees the banner, a subscriber redeems a code', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const bannerTitle = `Monsoon offers ${stamp}`;
  await signIn(page, 'marketing@selfcare.lk');

  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Banners' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  await expectNoAxeViolations(page, 'banners');
  await page.getByRole('button', { name: 'Add a banner' }).click();
  const bannerDialog = page.getByRole('dialog', { name: 'Add a banner' });
  await expectNoAxeViolations(page, 'add banner dialog', '[role="dialog"]');
  await bannerDialog
    .getByLabel('Upload an image (PNG, JPEG or WebP, at most 1 MB)')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(bannerDialog.getByText('Image uploaded (1 × 1).')).toBeVisible();
  await bannerDialog.getByLabel('Alternative text (what the image shows)').fill(bannerTitle);
  await bannerDialog.getByRole('button', { name: 'Save' }).click();
  await expect(bannerDialog).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(bannerTitle) })).toContainText('Yes');

  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('button', { name: 'Show what they see' }).click();
  await expect(preview.getByRole('img', { name: bannerTitle })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/promotions');
  await expect(visitor.getByRole('main').getByRole('img', { name: bannerTitle })).toBeVisible();
  await visitor.close();

  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Voucher campaigns' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Voucher campaigns' })).toBeVisible();
  await page.getByRole('button', { name: 'New campaign' }).click();
  const campaignDialog = page.getByRole('dialog', { name: 'New campaign' });
  const campaign = `Monsoon ${stamp}`;
  await campaignDialog.getByLabel('Name', { exact: true }).fill(campaign);
  await campaignDialog.getByLabel('Number of codes').fill('3');
  await campaignDialog.getByLabel('Code prefix (optional, A-Z and 0-9)').fill('E2E');
  await campaignDialog.getByLabel('Value (percent or Rs.)').fill('20');
  await campaignDialog.getByLabel('Valid from').fill(colomboLocal(-1));
  await campaignDialog.getByLabel('Valid until').fill(colomboLocal(24 * 30));
  await expectNoAxeViolations(page, 'new campaign dialog', '[role="dialog"]');
  await campaignDialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `The campaign ${campaign} was created with 3 codes.` }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'voucher campaigns');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download the codes of ${campaign} (CSV)` }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  const lines = csv.trim().split(/\r?\n/); // RFC 4180: CRLF
  expect(lines[0]).toBe('code,uses,max uses,valid from,valid to');
  expect(lines).toHaveLength(4);
  const code = lines[1]?.split(',')[0] ?? '';
  expect(code).toMatch(/^E2E[A-Z0-9]+$/);

  // A subscriber on the bill redeems one of the generated codes.
  const subscriber = await browser.newPage();
  await logIn(subscriber, 'tv@selfcare.lk');
  await subscriber.goto(`/products/${await productId(subscriber.request, 'vod', 'Galle Face Heist')}`);
  await subscriber.getByRole('main').getByRole('button', { name: 'PURCHASE', exact: true }).click();
  const modal = subscriber.getByRole('dialog', { name: 'Purchasing' });
  await modal.getByLabel('Voucher code').fill(code);
  await expect(modal.getByText('Success', { exact: true })).toBeVisible();
  await expect(modal).toContainText('Price with the voucher: Rs. 280.00 plus taxes');
  await modal.getByRole('button', { name: 'PURCHASE', exact: true }).click();
  const pin = subscriber.getByRole('dialog', { name: 'Purchasing' }).getByLabel('Parental PIN');
  await expect(pin).toBeFocused();
  await subscriber.keyboard.type('1234');
  await subscriber.keyboard.press('Enter');
  await expect(subscriber.getByRole('dialog', { name: 'Purchasing' }).getByRole('status')).toContainText(
    'Purchase Successful',
  );
  await subscriber.close();

  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(campaign) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('3');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
});
