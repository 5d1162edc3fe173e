import { expect, test } from '@playwright/test';
import { productId } from './products-support';
import {
  buyByCard,
  confirmWithPin,
  DECLINE_CARD,
  expectResult,
  gatewayPopup,
  HELD_CARD,
  openPurchase,
  payWith,
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

  test('closing the popup ends the purchase without a message, and buying again works', async ({ page }) => {
    await page.goto(`/products/${await productId(page.request, 'channel', 'HBO')}/false`);
    await openPurchase(page, 'SUBSCRIBE');
    await confirmWithPin(page, 'SUBSCRIBE');
    await gatewayPopup(page).getByRole('button', { name: 'Close the payment' }).click();
    await expect(gatewayPopup(page)).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Payment Processing....')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: 'SUBSCRIBE', exact: true })).toBeEnabled();

    await buyByCard(page, 'SUBSCRIBE', 'Rs. 544.62');
  });

  test('a payment the bank holds for review: the page says so, and the product is not paid for twice', async ({
    page,
  }) => {
    // Two purchases, and the page's clock stepped through its minute and a half of asking about the payment.
    test.slow();
    await page.clock.install();
    await page.goto(`/products/${await productId(page.request, 'vod', 'Colombo Jazz Sessions')}`);
    await openPurchase(page, 'PURCHASE');
    await confirmWithPin(page, 'PURCHASE');
    await payWith(page, HELD_CARD, 'Rs. 181.54');
    const result = page.getByRole('dialog', { name: 'Purchasing' }).getByRole('status');
    await expect(async () => {
      await page.clock.fastForward(30_000);
      await expect(result).toBeVisible({ timeout: 200 });
    }).toPass({ intervals: [0] });
    await expect(result).toHaveText('Payment held for review by the bank.');
    await page.getByRole('dialog', { name: 'Purchasing' }).getByRole('button', { name: 'OK' }).click();

    const modal = await openPurchase(page, 'PURCHASE');
    await modal.getByRole('button', { name: 'PURCHASE', exact: true }).click();
    await page.getByLabel('Parental PIN').fill('1234');
    await page.getByRole('button', { name: 'Yes' }).click();
    await expectResult(page, 'Purchasing', 'Purchase Failed', 'A payment for this product is still being processed.');
  });
});
