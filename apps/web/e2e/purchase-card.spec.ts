import { expect, test } from '@playwright/test';
import { productId, shownDate, userProduct } from './products-support';
import {
  buyByCard,
  confirmWithPin,
  expectResult,
  openPurchase,
  payWith,
  REFERENCE,
  SUCCESS_CARD,
} from './purchase-card-support';
import { logIn } from './support';

/**
 * prepaid@selfcare.lk (type 7) buys a channel and an SVOD by card, and unsubscribes the SVOD: products the
 * seed leaves it free to buy, and no later spec asserts on.
 */
test.describe('buying by card (prepaid@selfcare.lk)', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'prepaid@selfcare.lk');
  });

  test('a channel: the taxed price, the PIN, the popup, the payment settling, Subscription Successful', async ({
    page,
  }) => {
    // The gateway's notification is read back only once the page has been seen saying the payment settles.
    let settle = () => {};
    const settling = new Promise<void>((resolve) => {
      settle = resolve;
    });
    await page.route('**/api/prepaid/v1/payments/*/paid', async (route) => {
      await settling;
      await route.continue();
    });
    await page.goto(`/products/${await productId(page.request, 'channel', 'Cinemax')}/false`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cinemax' })).toBeVisible();
    const modal = await openPurchase(page, 'SUBSCRIBE');
    await expect(modal.getByRole('table', { name: 'Tax' }).getByRole('row')).toHaveText([
      /Item\s*Amount/,
      /Price\s*Rs. 350.00/,
      /SSCL\s*Rs. 8.97/,
      /VAT\s*Rs. 64.61/,
      /Total\s*Rs. 423.58/,
    ]);
    await confirmWithPin(page, 'SUBSCRIBE');
    await payWith(page, SUCCESS_CARD, 'Rs. 423.58');
    const progress = page.getByRole('main').getByRole('status').filter({ hasText: 'Payment Processing....' });
    await expect(progress).toContainText('Please do not close this window.');
    settle();
    await expectResult(page, 'Subscribing', 'Subscription Successful', REFERENCE);
    const main = page.getByRole('main');
    await expect(main.getByText('Subscribed', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'UNSUBSCRIBE' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'SUBSCRIBE', exact: true })).toHaveCount(0);
  });

  test('an SVOD, then unsubscribed: the note has no re-subscribe hint and SUBSCRIBE is disabled', async ({ page }) => {
    const id = await productId(page.request, 'svod', 'Cricket Classics');
    await page.goto(`/svod/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cricket Classics' })).toBeVisible();
    await buyByCard(page, 'SUBSCRIBE', 'Rs. 302.56');

    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'UNSUBSCRIBE' }).click();
    const unsubscribing = page.getByRole('dialog', { name: 'Unsubscribing' });
    await expect(unsubscribing).toContainText('Are you sure you want to unsubscribe?');
    await unsubscribing.getByRole('button', { name: 'Yes' }).click();
    await expectResult(page, 'Unsubscribing', 'Unsubscription Successful', 'Unsubscription Successful');

    const { billingEndDate } = await userProduct(page, id);
    expect(billingEndDate).not.toBeNull();
    await expect(
      main.getByText(
        `Unsubscribed content. You will have access to this only till ${shownDate(billingEndDate ?? '')}.`,
      ),
    ).toBeVisible();
    await expect(main.getByText('Please re-subscribe to cancel the unsubscription.')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'SUBSCRIBE', exact: true })).toBeDisabled();
    await expect(main.getByRole('button', { name: 'UNSUBSCRIBE' })).toHaveCount(0);
  });
});
