import { expect, type Page } from '@playwright/test';

/**
 * Buying as mobitel@selfcare.lk (type 6), charged through the mobile operator; its number makes the
 * sandbox operator accept every charge (README "Sandboxes").
 */
export const REFERENCE = /Reference No : [A-Z0-9]+/;

type PurchaseKind = 'SUBSCRIBE' | 'PURCHASE';
const titleOf = (kind: PurchaseKind) => (kind === 'SUBSCRIBE' ? 'Subscribing' : 'Purchasing');

/** SUBSCRIBE / PURCHASE: the page and the purchase modal show 'Rs. x +tax', and no tax table. */
export async function openPurchase(page: Page, kind: PurchaseKind, price: string) {
  await expect(page.getByRole('main').getByText(`${price} +tax`, { exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: kind, exact: true }).click();
  const modal = page.getByRole('dialog', { name: titleOf(kind) });
  await expect(modal.getByLabel('Purchase option').getByRole('option', { selected: true })).toContainText(
    ` - ${price} +tax`,
  );
  await expect(modal.getByRole('table', { name: 'Tax' })).toHaveCount(0);
  return modal;
}

/** The purchase modal's confirm button, then the PIN modal's 'Are you sure …?' and Yes. */
export async function confirmWithPin(page: Page, kind: PurchaseKind) {
  const title = titleOf(kind);
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: kind, exact: true }).click();
  const pin = page.getByRole('dialog', { name: title });
  await expect(pin).toContainText(`Are you sure you want to ${kind === 'SUBSCRIBE' ? 'subscribe' : 'purchase'}?`);
  await pin.getByLabel('Parental PIN').fill('1234');
  await pin.getByRole('button', { name: 'Yes' }).click();
}

/**
 * The result modal's sentence and what follows it (the reference, the operator's reason). The PIN modal
 * before it, of the same title, says 'Please do not close this window.' in a status of its own while the
 * operator takes the payment.
 */
export async function expectResult(page: Page, title: string, headline: string, detail: string | RegExp) {
  const status = page.getByRole('dialog', { name: title }).getByRole('status').filter({ hasText: headline });
  await expect(status).toContainText(headline);
  await expect(status).toContainText(detail);
}

export async function closeResult(page: Page, title: string) {
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A whole purchase the operator accepts, ending with the page's purchased mark. */
export async function buyByOperator(page: Page, kind: PurchaseKind, price: string) {
  await openPurchase(page, kind, price);
  await confirmWithPin(page, kind);
  const title = titleOf(kind);
  await expectResult(page, title, kind === 'SUBSCRIBE' ? 'Subscription Successful' : 'Purchase Successful', REFERENCE);
  await closeResult(page, title);
  await expect(
    page.getByRole('main').getByText(kind === 'SUBSCRIBE' ? 'Subscribed' : 'Purchased', { exact: true }),
  ).toBeVisible();
}
