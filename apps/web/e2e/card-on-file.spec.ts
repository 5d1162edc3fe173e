import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { productId } from './products-support';
import {
  confirmWithPin,
  expectResult,
  gatewayPage,
  gatewayPopup,
  openPurchase,
  payWith,
  REFERENCE,
  SUCCESS_CARD,
} from './purchase-card-support';
import { logIn } from './support';

/**
 * The card on file (issue 26, decision 0058) as prepaid@selfcare.lk: a subscription's first payment
 * preapproves the card, MY PAYMENTS shows it, a replacement with a card that declines later charges
 * makes a time-travelled renewal fail, replacing it again lets the retry go through, the renewal's
 * receipt downloads in Sinhala, and the bank's chargeback of that renewal ends the subscription and
 * forgets the card. Tele Drama Club is a subscription no other spec buys.
 */
const EMAIL = 'prepaid@selfcare.lk';
const PRODUCT = 'Tele Drama Club';
/** The sandbox's Visa that is approved and declines the charges made on it later (sandbox-cards.ts). */
const DECLINES_LATER = '4000 0000 0000 0341';

const today = () => new Date().toISOString().slice(0, 10);

async function sweepToday(page: Page) {
  const response = await page.request.post('/sandbox/lifecycle/sweep', { data: { asOf: today() } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { renewals: number; renewalsFailed: number };
}

async function replaceCardWith(page: Page, cardNumber: string) {
  const section = page.getByRole('region', { name: 'Payment method' });
  await section.getByRole('button', { name: 'Replace card' }).click();
  await expect(gatewayPopup(page)).toBeVisible();
  const frame = gatewayPage(page);
  await frame.getByLabel('Card number').fill(cardNumber);
  await frame.getByLabel('Expiry (MM/YY)').fill('11/38');
  await frame.getByLabel('CVV').fill('123');
  await frame.getByRole('button', { name: 'Approve the card' }).click();
  await expect(gatewayPopup(page)).toBeHidden();
  await expect(section.getByRole('status')).toHaveText('Your new card is on file. Your subscriptions renew on it.');
  await expect(section).toContainText(`ending in ${cardNumber.slice(-4)}, expires 11/38.`);
}

test('a subscription keeps the card on file; a replaced card fails a renewal, the next one pays it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, EMAIL);
  await page.goto(`/svod/${await productId(page.request, 'svod', PRODUCT)}`);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  const modal = await openPurchase(page, 'SUBSCRIBE');
  const total = (await modal.getByRole('table', { name: 'Tax' }).getByRole('row').last().textContent()) ?? '';
  const amount = /Rs\. [\d,.]+/.exec(total)?.[0] ?? '';
  await confirmWithPin(page, 'SUBSCRIBE');
  // The popup preapproves the card, and the api charges the first period on it.
  await expect(
    gatewayPage(page).getByText('Kept on file: the merchant charges it now and for each renewal'),
  ).toBeVisible();
  await payWith(page, SUCCESS_CARD, amount);
  await expectResult(page, 'Subscribing', 'Subscription Successful', REFERENCE);

  await page.goto('/profile?tab=3');
  const section = page.getByRole('region', { name: 'Payment method' });
  await expect(section).toContainText('Visa card ending in 1292, expires 12/39.');
  await expect(section.getByRole('checkbox', { name: `Renew ${PRODUCT} automatically` })).toBeChecked();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await replaceCardWith(page, DECLINES_LATER);

  // Time travel: the subscription's period ends today, and the sweep charges the new card, which declines.
  const due = await page.request.post('/sandbox/lifecycle/renewal-day', { data: { email: EMAIL, product: PRODUCT } });
  expect(due.status()).toBe(200);
  expect((await sweepToday(page)).renewalsFailed).toBeGreaterThanOrEqual(1);
  await page.reload();
  const renewal = page.getByRole('checkbox', { name: `Renew ${PRODUCT} automatically` });
  await expect(renewal).toHaveAccessibleDescription(
    /The last renewal did not go through; it is tried again on \d{4}-\d{2}-\d{2}\./,
  );

  // A replaced card ends the wait: the retry is today, on the new card, and goes through.
  await replaceCardWith(page, SUCCESS_CARD);
  expect((await sweepToday(page)).renewals).toBeGreaterThanOrEqual(1);
  await page.reload();
  await expect(renewal).toHaveAccessibleDescription(/^Renews on the card on file after \d{4}-\d{2}-\d{2}\.$/);
  const payments = page.getByRole('table', { name: 'Payments' });
  const renewed = payments.getByRole('row').filter({ hasText: PRODUCT }).filter({ hasText: 'Renewal' });
  await expect(renewed.filter({ hasText: 'Successful' })).toHaveCount(1);
  await expect(renewed.filter({ hasText: 'Failed' })).toHaveCount(1);

  // The renewal's receipt, in Sinhala.
  await page.getByRole('banner').locator('select').selectOption('si');
  const receipt = page
    .getByRole('table')
    .last()
    .getByRole('row')
    .filter({ hasText: PRODUCT })
    .getByRole('link')
    .first();
  const [download] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
  expect(download.suggestedFilename()).toMatch(/^receipt-[A-Z0-9]+\.pdf$/);
  const path = (await download.path()) ?? '';
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  expect(text).toContain('රිසිට්පත');
  expect(text).toContain(PRODUCT);

  // The bank charges the renewal back: the subscription ends, and the card is no longer on file.
  const chargeback = await page.request.post('/sandbox/payhere/chargeback', {
    data: { email: EMAIL, product: PRODUCT },
  });
  expect(chargeback.status()).toBe(200);
  await page.getByRole('banner').locator('select').selectOption('en');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Payment method' })).toContainText('No card is on file.');
  await expect(page.getByRole('checkbox', { name: `Renew ${PRODUCT} automatically` })).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasText: 'Payment charged back' }),
  ).toHaveCount(1);
});
