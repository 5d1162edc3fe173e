import { expect, test } from '@playwright/test';
import { productId, shownDate, userProduct } from './products-support';
import { buyByOperator, closeResult, confirmWithPin, expectResult, openPurchase } from './purchase-operator-support';
import { logIn } from './support';

/**
 * mobitel@selfcare.lk (type 6) buys a channel, a VOD and an SVOD through the operator, and unsubscribes
 * the SVOD: products the seed leaves it free to buy, and no later spec asserts on.
 */
test.describe('buying through the mobile operator (mobitel@selfcare.lk)', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'mobitel@selfcare.lk');
  });

  test('a channel', async ({ page }) => {
    await page.goto(`/products/${await productId(page.request, 'channel', 'HBO')}/false`);
    await buyByOperator(page, 'SUBSCRIBE', 'Rs. 450.00');
    await expect(page.getByRole('main').getByRole('button', { name: 'UNSUBSCRIBE' })).toBeVisible();
  });

  test('a VOD', async ({ page }) => {
    await page.goto(`/products/${await productId(page.request, 'vod', 'Haunted Walawwa')}`);
    await buyByOperator(page, 'PURCHASE', 'Rs. 300.00');
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  });

  test('an SVOD, unsubscribed (the note keeps the re-subscribe hint), then subscribed again', async ({ page }) => {
    const id = await productId(page.request, 'svod', 'PEO Originals Plus');
    await page.goto(`/svod/${id}`);
    await buyByOperator(page, 'SUBSCRIBE', 'Rs. 350.00');

    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'UNSUBSCRIBE' }).click();
    const unsubscribing = page.getByRole('dialog', { name: 'Unsubscribing' });
    await expect(unsubscribing).toContainText('Are you sure you want to unsubscribe?');
    await unsubscribing.getByRole('button', { name: 'Yes' }).click();
    await expectResult(page, 'Unsubscribing', 'Unsubscription Successful', 'Unsubscription Successful');
    await closeResult(page, 'Unsubscribing');

    const { billingEndDate } = await userProduct(page, id);
    expect(billingEndDate).not.toBeNull();
    await expect(
      main.getByText(
        `Unsubscribed content. You will have access to this only till ${shownDate(billingEndDate ?? '')}.`,
      ),
    ).toBeVisible();
    await expect(main.getByText('Please re-subscribe to cancel the unsubscription.')).toBeVisible();

    await openPurchase(page, 'SUBSCRIBE', 'Rs. 350.00');
    await confirmWithPin(page, 'SUBSCRIBE');
    await expectResult(
      page,
      'Subscribing',
      'Product un-subscription cancelled successfully',
      'Product un-subscription cancelled successfully',
    );
    await closeResult(page, 'Subscribing');
    await expect(main.getByRole('button', { name: 'UNSUBSCRIBE' })).toBeVisible();
    await expect(main.getByText(/^Unsubscribed content/)).toHaveCount(0);
  });
});
