import { expect, test } from '@playwright/test';
import { productId } from './products-support';
import { buyByCard } from './purchase-card-support';
import { logIn } from './support';

/**
 * prepaid@selfcare.lk buys an extra screen and a promotional package by card: ones the seed leaves it
 * free to buy, and no later spec asserts on.
 */
test.describe('extra screens and promotional packages by card (prepaid@selfcare.lk)', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'prepaid@selfcare.lk');
  });

  test('an extra screen from the devices page', async ({ page }) => {
    await page.goto('/screens');
    await page
      .getByRole('list', { name: 'ADDITIONAL DEVICES' })
      .getByRole('link', { name: '2 Additional Screens' })
      .click();
    // The screen's own page (spec 002 route table: /screen/{id}).
    await expect(page).toHaveURL(/\/screen\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: '2 Additional Screens' })).toBeVisible();
    await buyByCard(page, 'SUBSCRIBE', 'Rs. 338.87');
  });

  test('a promotional package', async ({ page }) => {
    await page.goto(`/promotions/packages/${await productId(page.request, 'promotionalpackage', 'Kids Holiday Pack')}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Kids Holiday Pack' })).toBeVisible();
    await buyByCard(page, 'PURCHASE', 'Rs. 593.02');
  });
});
