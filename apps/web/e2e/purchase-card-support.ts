import { expect, type Page } from '@playwright/test';

/**
 * Buying as prepaid@selfcare.lk (type 7), which pays by card in the sandbox gateway's popup (README
 * "Sandboxes": test cards, any future expiry and any CVV).
 */
export const SUCCESS_CARD = '4916 2175 0161 1292';
export const DECLINE_CARD = '4024 0071 9434 9121';
/** Held for review by the bank: the payment stays pending. */
export const HELD_CARD = '4000 0000 0000 0259';
export const REFERENCE = /Reference No : [A-Z0-9]+/;

type PurchaseKind = 'SUBSCRIBE' | 'PURCHASE';
const titleOf = (kind: PurchaseKind) => (kind === 'SUBSCRIBE' ? 'Subscribing' : 'Purchasing');

/** The checkout popup that /sandbox/payhere/payhere.js opens over the page, and the gateway's page in it. */
export const gatewayPopup = (page: Page) => page.getByRole('dialog', { name: 'Card payment (sandbox)' });
export const gatewayPage = (page: Page) => gatewayPopup(page).locator('iframe[title="Card payment"]').contentFrame();

/** Opens the purchase modal from the page's SUBSCRIBE / PURCHASE button. */
export async function openPurchase(page: Page, kind: PurchaseKind) {
  await page.getByRole('main').getByRole('button', { name: kind, exact: true }).click();
  const modal = page.getByRole('dialog', { name: titleOf(kind) });
  await expect(modal).toBeVisible();
  return modal;
}

/** The purchase modal's confirm button, then the PIN modal (Yes waits for the PIN); the popup opens. */
export async function confirmWithPin(page: Page, kind: PurchaseKind) {
  const title = titleOf(kind);
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: kind, exact: true }).click();
  const pin = page.getByRole('dialog', { name: title });
  await expect(pin).toContainText(`Are you sure you want to ${kind === 'SUBSCRIBE' ? 'subscribe' : 'purchase'}?`);
  await expect(pin.getByRole('button', { name: 'Yes' })).toBeDisabled();
  await pin.getByLabel('Parental PIN').fill('1234');
  await pin.getByRole('button', { name: 'Yes' }).click();
  await expect(gatewayPopup(page)).toBeVisible();
}

/** Pays the amount in the popup, which says 'Payment Processing....' behind it, with a test card. */
export async function payWith(page: Page, cardNumber: string, amount: string) {
  const frame = gatewayPage(page);
  await expect(frame.getByText(amount, { exact: true })).toBeVisible();
  await expect(page.getByText('Payment Processing....', { exact: true })).toBeVisible();
  await expect(page.getByText('Please do not close this window.', { exact: true })).toBeVisible();
  await frame.getByLabel('Card number').fill(cardNumber);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/39');
  await frame.getByLabel('CVV').fill('123');
  await frame.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(gatewayPopup(page)).toBeHidden();
}

/** The result modal: its sentence and what follows it ('Reference No : …', the server's reason); OK closes it. */
export async function expectResult(page: Page, title: string, headline: string, detail: string | RegExp) {
  const result = page.getByRole('dialog', { name: title });
  await expect(result.getByRole('status')).toContainText(headline);
  await expect(result.getByRole('status')).toContainText(detail);
  await result.getByRole('button', { name: 'OK' }).click();
  await expect(result).toBeHidden();
}

/** A whole purchase paid with the success card, ending with the page's purchased mark. */
export async function buyByCard(page: Page, kind: PurchaseKind, amount: string) {
  await openPurchase(page, kind);
  await confirmWithPin(page, kind);
  await payWith(page, SUCCESS_CARD, amount);
  const success = kind === 'SUBSCRIBE' ? 'Subscription Successful' : 'Purchase Successful';
  await expectResult(page, titleOf(kind), success, REFERENCE);
  const mark = kind === 'SUBSCRIBE' ? 'Subscribed' : 'Purchased';
  await expect(page.getByRole('main').getByText(mark, { exact: true })).toBeVisible();
}
