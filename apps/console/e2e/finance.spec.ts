import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../web/e2e/a11y-support';
import { productId } from '../../web/e2e/products-support';
import {
  confirmWithPin,
  expectResult,
  openPurchase,
  payWith,
  REFERENCE,
  SUCCESS_CARD,
} from '../../web/e2e/purchase-card-support';
import { logIn } from '../../web/e2e/support';
import { signIn } from './console-support';

const sections = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });

/** The revenue report's refunds over its default range (the last 30 days), as its summary line says. */
async function refundsInReport(page: Page): Promise<string> {
  await sections(page).getByRole('link', { name: 'Reports' }).click();
  const revenue = page.getByRole('region', { name: 'Revenue' });
  const summary = revenue.getByText(/^Total: Paid /);
  await expect(summary).toBeVisible();
  const refunds = /Refunds\s+([^·]+)/.exec((await summary.textContent()) ?? '')?.[1]?.trim();
  expect(refunds, 'the refunds total').toMatch(/\d/);
  return refunds ?? '';
}

/** prepaid@selfcare.lk rents a title by card in the sandbox checkout: a payment the gateway can refund. */
async function rentByCard(page: Page, title: string) {
  await logIn(page, 'prepaid@selfcare.lk');
  await page.goto(`/products/${await productId(page.request, 'vod', title)}`);
  const modal = await openPurchase(page, 'PURCHASE');
  const table = (await modal.getByRole('table', { name: 'Tax' }).textContent()) ?? '';
  const total = /Total\s*(Rs\. [\d,.]+)/.exec(table)?.[1] ?? '';
  await confirmWithPin(page, 'PURCHASE');
  await payWith(page, SUCCESS_CARD, total);
  await expectResult(page, 'Purchasing', 'Purchase Successful', REFERENCE);
}

test('finance refunds part of a card payment through the gateway and sees it in the revenue report', async ({
  page,
  browser,
}) => {
  const subscriber = await browser.newPage();
  await rentByCard(subscriber, 'The Tea Planter');
  await subscriber.close();

  await signIn(page, 'finance@selfcare.lk');
  const refundsBefore = await refundsInReport(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Daily revenue from / })).toBeVisible();
  await expectNoAxeViolations(page, 'reports');

  await sections(page).getByRole('link', { name: 'Customer care' }).click();
  await page.getByLabel(/^E-mail, mobile, telephone/).fill('prepaid@selfcare.lk');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('link', { name: 'Open prepaid@selfcare.lk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'prepaid@selfcare.lk' })).toBeVisible();
  // Finance reads the page and gives money back; the agents' account actions are not theirs.
  await expect(page.getByRole('button', { name: 'Send a password reset link' })).toHaveCount(0);

  await page
    .getByRole('button', { name: /^Refund payment / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Refund payment / });
  await dialog.getByLabel('Amount (Rs.; empty: all that is left)').fill('10');
  await dialog.getByLabel('Reason (kept in the audit)').fill('Goodwill for a service outage');
  await expectNoAxeViolations(page, 'refund dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('Refund of Rs. 10.00: SUCCESS.');
  await expect(page.getByRole('table', { name: 'Timeline' })).toContainText(/refund/i);

  await expect.poll(() => refundsInReport(page)).not.toBe(refundsBefore);
});
