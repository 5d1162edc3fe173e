import { expect, test } from '@playwright/test';
import { productId } from './products-support';
import {
  confirmWithPin,
  DECLINE_CARD,
  expectResult,
  gatewayPopup,
  HELD_CARD,
  openPurchase,
  payWith,
  REFERENCE,
  SUCCESS_CARD,
} from './purchase-card-support';
import { logIn } from './support';

/**
 * Card payments that do not go through at once: declined, the popup closed, held for review by the bank.
 * HBO and Colombo Jazz Sessions are free for prepaid@selfcare.lk to buy, and no later spec asserts on them.
 */
test.describe('card payments that do not go through at once (prepaid@selfcare.lk)', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'prepaid@selfcare.lk');
  });

  test("a declined card fails with the gateway's reason, and the product can still be bought", async ({ page }) => {
    await page.goto(`/products/${await productId(page.request, 'channel', 'HBO')}/false`);
    await openPurchase(page, 'SUBSCRIBE');
    await confirmWithPin(page, 'SUBSCRIBE');
    await payWith(page, DECLINE_CARD, 'Rs. 544.62');
    await expectResult(page, 'Subscribing', 'Subscription Failed', 'Payment declined: insufficient funds.');
    await expect(page.getByRole('main').getByRole('button', { name: 'SUBSCRIBE', exact: true })).toBeEnabled();
  });

  test('closing the popup says nothing was charged, and TRY AGAIN buys it', async ({ page }) => {
    await page.goto(`/products/${await productId(page.request, 'channel', 'HBO')}/false`);
    await openPurchase(page, 'SUBSCRIBE');
    await confirmWithPin(page, 'SUBSCRIBE');
    await gatewayPopup(page).getByRole('button', { name: 'Close the payment' }).click();
    await expect(gatewayPopup(page)).toBeHidden();
    await expect(page.getByText('Payment Processing....')).toHaveCount(0);
    const result = page.getByRole('dialog', { name: 'Subscribing' });
    await expect(result.getByRole('status')).toHaveText(
      'Payment cancelledYou have not been charged. You can try again whenever you are ready.',
    );
    await result.getByRole('button', { name: 'TRY AGAIN' }).click();
    await confirmWithPin(page, 'SUBSCRIBE');
    await payWith(page, SUCCESS_CARD, 'Rs. 544.62');
    await expectResult(page, 'Subscribing', 'Subscription Successful', REFERENCE);
  });

  test('a payment the bank holds for review: the page says so at once, and what comes next', async ({ page }) => {
    await page.goto(`/products/${await productId(page.request, 'vod', 'Colombo Jazz Sessions')}`);
    await openPurchase(page, 'PURCHASE');
    await confirmWithPin(page, 'PURCHASE');
    await payWith(page, HELD_CARD, 'Rs. 181.54');
    const result = page.getByRole('dialog', { name: 'Purchasing' }).getByRole('status');
    await expect(result).toContainText('Payment held for review by the bank.');
    await expect(result).toContainText(
      'Your bank is holding this payment for review. You do not need to do anything: we will send you an SMS when your bank approves or declines it.',
    );
    await page.getByRole('dialog', { name: 'Purchasing' }).getByRole('button', { name: 'OK' }).click();

    // The product shows the payment under way, not PURCHASE again, here and after a reload.
    const main = page.getByRole('main');
    await expect(main.getByText('A payment for this product is still being processed.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'PURCHASE', exact: true })).toHaveCount(0);
    await page.reload();
    await expect(main.getByText('A payment for this product is still being processed.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'PURCHASE', exact: true })).toHaveCount(0);
  });
});
