import { expect, test } from '@playwright/test';
import { productId } from './products-support';
import { confirmWithPin, expectResult, openPurchase, payWith, REFERENCE, SUCCESS_CARD } from './purchase-card-support';
import { logIn } from './support';

/** prepaid@selfcare.lk's vouchers come off the taxed price (spec 001 section 5), and not below Rs. 50. */
test.describe('vouchers for card payers (prepaid@selfcare.lk)', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'prepaid@selfcare.lk');
  });

  test('a VOD with a voucher: a spent one is refused, FLAT100 comes off the taxed price', async ({ page }) => {
    await page.goto(`/products/${await productId(page.request, 'vod', 'The Last Elephant')}`);
    const modal = await openPurchase(page, 'PURCHASE');
    await expect(modal.getByRole('table', { name: 'Tax' })).toContainText(/Total\s*Rs. 363.07/);
    const voucher = modal.getByLabel('Voucher code');
    const confirm = modal.getByRole('button', { name: 'PURCHASE', exact: true });

    // The seed spent this connection's one use of WELCOME10 on Helawood Premium.
    await voucher.fill('WELCOME10');
    await expect(voucher).toHaveAccessibleDescription('Invalid Voucher Code');
    await expect(confirm).toBeDisabled();

    await voucher.fill('FLAT100');
    await expect(modal.getByText('Success', { exact: true })).toBeVisible();
    await expect(modal.getByText('Price with the voucher: Rs. 263.07', { exact: true })).toBeVisible();
    await expect(confirm).toBeEnabled();
    await confirmWithPin(page, 'PURCHASE');
    await payWith(page, SUCCESS_CARD, 'Rs. 263.07');
    await expectResult(page, 'Purchasing', 'Purchase Successful', REFERENCE);
    await expect(page.getByRole('main').getByText('Purchased', { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'PURCHASE', exact: true })).toHaveCount(0);
  });

  test('a voucher that leaves less than Rs. 50 to pay by card is refused', async ({ page }) => {
    await page.goto(`/products/${await productId(page.request, 'vod', 'Asia Cup: Sri Lanka v India')}`);
    const modal = await openPurchase(page, 'PURCHASE');
    await expect(modal.getByRole('table', { name: 'Tax' })).toContainText(/Total\s*Rs. 121.02/);
    const voucher = modal.getByLabel('Voucher code');
    await voucher.fill('FLAT100');
    await expect(voucher).toHaveAccessibleDescription('Minimum amount to purchase a product in payhere is 50!');
    await expect(modal.getByRole('button', { name: 'PURCHASE', exact: true })).toBeDisabled();
  });
});
