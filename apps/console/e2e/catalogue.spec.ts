import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../web/e2e/a11y-support';
import { logIn } from '../../web/e2e/support';
import { signIn, TINY_PNG } from './console-support';

/** Tomorrow in Sri Lanka, as the console's date field takes it. */
const colomboDay = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date(Date.now() + daysAhead * 86_400_000));

async function portalPrice(page: Page, productId: string): Promise<string> {
  await page.goto(`/products/${productId}`);
  return (
    (await page
      .getByRole('main')
      .getByText(/Rs\. [\d,.]+/)
      .first()
      .textContent()) ?? ''
  );
}

test('a catalogue manager adds a channel with an image and a price from tomorrow; a subscriber sees both', async ({
  page,
  browser,
}) => {
  const name = `Lanka Sports ${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, 'catalogue@selfcare.lk');
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Products' }).getByRole('row')).not.toHaveCount(1);
  await expectNoAxeViolations(page, 'products');

  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'new product');

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Channel no.').fill(String(800 + Math.floor(Math.random() * 150)));
  await page
    .getByLabel('Upload an image (PNG, JPEG or WebP, at most 1 MB)')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Image uploaded (1 × 1).')).toBeVisible();
  await expect(page.getByLabel('Image address')).toHaveValue(/^\/api\/media\/v1\/uploads\//);
  const firstOption = page.getByRole('group', { name: 'First purchase option' });
  await firstOption.getByLabel('Option name').fill('Monthly');
  await firstOption.getByLabel('Price (Rs., before taxes)').fill('450');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('status').filter({ hasText: `${name} was created.` })).toBeVisible();
  const productId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const options = page.getByRole('table', { name: 'Purchase options and prices' });
  await expect(options.getByRole('row', { name: /Monthly/ })).toContainText('450.00');

  await options.getByRole('button', { name: 'Change price of Monthly' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change price of Monthly' });
  await dialog.getByLabel('New price (Rs., before taxes)').fill('500');
  await dialog.getByLabel('From (Sri Lanka day)').fill(colomboDay(1));
  await expect(dialog.getByRole('status')).toHaveText('0 live subscriptions will renew at the new price.');
  await expectNoAxeViolations(page, 'price change dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `from ${colomboDay(1)} is scheduled` })).toBeVisible();
  await expect(options.getByRole('row', { name: /Monthly/ })).toContainText(colomboDay(1));

  // A subscriber on the bill sees the new channel at today's price at once, with no restart.
  const subscriber = await browser.newPage();
  await logIn(subscriber, 'tv@selfcare.lk');
  await expect.poll(() => portalPrice(subscriber, productId)).toContain('450.00');
  await expect(subscriber.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(subscriber.getByRole('main').getByRole('img').first()).toHaveAttribute(
    'src',
    /\/api\/media\/v1\/uploads\//,
  );

  // Time travel: the price change's day brought to today, then that day's sweep applies it.
  const brought = await page.request.post('/sandbox/lifecycle/price-change-day', { data: { productId } });
  expect(brought.status()).toBe(200);
  const swept = await page.request.post('/sandbox/lifecycle/sweep', {
    data: { asOf: new Date().toISOString().slice(0, 10) },
  });
  expect((await swept.json()).priceChangesApplied).toBe(1);
  await expect.poll(() => portalPrice(subscriber, productId)).toContain('500.00');
  await subscriber.close();

  await page.reload();
  await expect(options.getByRole('row', { name: /Monthly/ })).toContainText('500.00');
});
