import { test } from '@playwright/test';
import { productId } from './products-support';
import { buyByOperator } from './purchase-operator-support';
import { logIn } from './support';

/** mobitel@selfcare.lk buys an extra screen and a promotional package through the operator. */
test.describe('extra screens and promotional packages through the mobile operator (mobitel@selfcare.lk)', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'mobitel@selfcare.lk');
  });

  test('an extra screen', async ({ page }) => {
    await page.goto(`/products/${await productId(page.request, 'screens', '2 Additional Screens')}`);
    await buyByOperator(page, 'SUBSCRIBE', 'Rs. 280.00');
  });

  test('a promotional package', async ({ page }) => {
    await page.goto(`/promotions/packages/${await productId(page.request, 'promotionalpackage', 'Cricket Fever')}`);
    await buyByOperator(page, 'SUBSCRIBE', 'Rs. 690.00');
  });
});
