import { expect, test } from '@playwright/test';
import { productId } from './products-support';
import { closeResult, confirmWithPin, expectResult, openPurchase, REFERENCE } from './purchase-operator-support';
import { logIn } from './support';

/**
 * The operator's other answers need a number ending 1-4, which no active demo login has; here the
 * purchase and retry calls are answered the way the api answers them (apps/api/src/modules/mobitel).
 */
test.describe('operator answers other than success (mobitel@selfcare.lk)', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'mobitel@selfcare.lk');
  });

  const refused = (description: string, networkError: boolean) => ({
    status: 'FAILURE',
    paymentStatus: 'FAILURE',
    authCode: null,
    description,
    transactionId: '6f1d3c2a-8b7e-4d5f-9a0b-1c2d3e4f5a6b',
    referenceNo: null,
    purchaseId: '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
    amount: 423.58,
    purchasedPrice: 350,
    unsubscriptionCancelled: false,
    networkError,
  });

  test('insufficient balance and a number off the mobitel network fail, and the product stays purchasable', async ({
    page,
  }) => {
    const answers = [
      refused('Insufficient balance in your mobile account.', false),
      refused('Please try again with a mobitel network connection.', true),
    ];
    await page.route('**/api/mobitel/v1/purchases', (route) => route.fulfill({ json: answers.shift() }));
    await page.goto(`/products/${await productId(page.request, 'channel', 'Cinemax')}/false`);

    await openPurchase(page, 'SUBSCRIBE', 'Rs. 350.00');
    await confirmWithPin(page, 'SUBSCRIBE');
    await expectResult(page, 'Subscribing', 'Subscription Failed', 'Insufficient balance in your mobile account.');
    await expect(page.getByRole('button', { name: 'RETRY PAYMENT' })).toHaveCount(0);
    await closeResult(page, 'Subscribing');

    await openPurchase(page, 'SUBSCRIBE', 'Rs. 350.00');
    await confirmWithPin(page, 'SUBSCRIBE');
    await expectResult(
      page,
      'Subscribing',
      'Subscription Failed',
      'Please try again with a mobitel network connection.',
    );
    await closeResult(page, 'Subscribing');
    await expect(page.getByRole('main').getByRole('button', { name: 'SUBSCRIBE', exact: true })).toBeEnabled();
  });

  test('RETRY: the operator asks for a retry, and RETRY PAYMENT completes the purchase', async ({ page }) => {
    // The api takes the purchase; the page is told what it answers when the operator could not be reached.
    let paid: Record<string, unknown> = {};
    await page.route('**/api/mobitel/v1/purchases', async (route) => {
      paid = await (await route.fetch()).json();
      await route.fulfill({
        json: {
          ...paid,
          status: 'RETRY',
          paymentStatus: 'FAILURE',
          description: 'The operator could not be reached. Please retry the payment.',
          referenceNo: null,
        },
      });
    });
    await page.route('**/api/mobitel/v1/payments/*/retry', (route) => route.fulfill({ json: paid }));
    await page.goto(`/products/${await productId(page.request, 'vod', 'Midnight Express to Jaffna')}`);

    await openPurchase(page, 'PURCHASE', 'Rs. 350.00');
    await confirmWithPin(page, 'PURCHASE');
    await expectResult(
      page,
      'Purchasing',
      'Purchase Failed',
      'The operator could not be reached. Please retry the payment.',
    );
    await page.getByRole('dialog', { name: 'Purchasing' }).getByRole('button', { name: 'RETRY PAYMENT' }).click();
    await expectResult(page, 'Purchasing', 'Purchase Successful', REFERENCE);
    await expect(page.getByRole('button', { name: 'RETRY PAYMENT' })).toHaveCount(0);
    await closeResult(page, 'Purchasing');
    await expect(page.getByRole('main').getByText('Purchased', { exact: true })).toBeVisible();
  });

  test('pending: the page says the payment is being processed until the operator confirms it', async ({ page }) => {
    let paid: Record<string, unknown> = {};
    let confirm = () => {};
    const confirmed = new Promise<void>((resolve) => {
      confirm = resolve;
    });
    await page.route('**/api/mobitel/v1/purchases', async (route) => {
      paid = await (await route.fetch()).json();
      await route.fulfill({
        json: {
          ...paid,
          status: 'SUCCESS',
          paymentStatus: null,
          description: 'Your payment is being processed by your mobile operator.',
          referenceNo: null,
        },
      });
    });
    await page.route('**/api/mobitel/v1/payments/*/retry', async (route) => {
      await confirmed;
      await route.fulfill({ json: paid });
    });
    await page.goto(`/svod/${await productId(page.request, 'svod', 'Kids Zone')}`);

    await openPurchase(page, 'SUBSCRIBE', 'Rs. 290.00');
    await confirmWithPin(page, 'SUBSCRIBE');
    const progress = page.getByRole('main').getByRole('status').filter({ hasText: 'Payment Processing....' });
    await expect(progress).toContainText('Your payment is being processed by your mobile operator.');
    await expect(progress).toContainText('Please do not close this window.');
    confirm();
    await expectResult(page, 'Subscribing', 'Subscription Successful', REFERENCE);
    await closeResult(page, 'Subscribing');
    await expect(page.getByRole('main').getByText('Subscribed', { exact: true })).toBeVisible();
  });
});
