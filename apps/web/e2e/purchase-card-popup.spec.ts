import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { productId } from './products-support';
import { gatewayPage, gatewayPopup } from './purchase-card-support';
import { logIn } from './support';

/**
 * The sandbox gateway's checkout popup (served by /sandbox/payhere/payhere.js) as a keyboard user meets
 * it. prepaid@selfcare.lk opens it for beIN Sports and leaves without paying.
 */
const subscribeButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'SUBSCRIBE', exact: true });

/** SUBSCRIBE, the purchase modal and the PIN, all from the keyboard. */
async function openCheckout(page: Page) {
  await logIn(page, 'prepaid@selfcare.lk');
  await page.goto(`/products/${await productId(page.request, 'channel', 'beIN Sports')}/false`);
  await subscribeButton(page).focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Subscribing' });
  await expect(modal.getByRole('button', { name: 'SUBSCRIBE', exact: true })).toBeEnabled();
  await modal.getByRole('button', { name: 'SUBSCRIBE', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Parental PIN')).toBeFocused();
  await page.keyboard.type('1234');
  await page.keyboard.press('Enter');
  await expect(gatewayPopup(page)).toBeVisible();
}

/**
 * Focus is back on the page beside the purchase buttons: SUBSCRIBE, or the group holding it (where focus
 * waited while the button was disabled for the payment), not lost to the document body.
 */
async function expectFocusBackAt(button: Locator) {
  await expect
    .poll(() => button.evaluate((element) => element.parentElement?.contains(document.activeElement) ?? false))
    .toBe(true);
}

/** Dismissing the popup ends in the result modal saying nothing was charged; Enter on its OK closes it. */
async function closeCancelledResult(page: Page) {
  const result = page.getByRole('dialog', { name: 'Subscribing' });
  await expect(result.getByRole('status')).toContainText('You have not been charged.');
  await result.getByRole('button', { name: 'OK' }).press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('the card checkout popup', () => {
  test('focus moves in, Tab reaches the card fields and Pay, Escape dismisses and focus comes back', async ({
    page,
  }) => {
    await openCheckout(page);
    const frame = gatewayPage(page);
    await expect(gatewayPopup(page).locator('iframe')).toBeFocused();
    await expect(frame.getByLabel('Card number')).toBeFocused();
    await page.keyboard.type('4916217501611292');
    await page.keyboard.press('Tab');
    await expect(frame.getByLabel('Expiry (MM/YY)')).toBeFocused();
    await page.keyboard.type('12/39');
    await page.keyboard.press('Tab');
    await expect(frame.getByLabel('CVV')).toBeFocused();
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await expect(frame.getByRole('button', { name: 'Pay Rs. 593.02' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(gatewayPopup(page)).toBeHidden();
    await closeCancelledResult(page);
    await expect(subscribeButton(page)).toBeEnabled();
    await expectFocusBackAt(subscribeButton(page));
  });

  test('axe finds no violation on the open popup with the app behind it', async ({ page }) => {
    await openCheckout(page);
    await expect(gatewayPage(page).getByLabel('Card number')).toBeFocused();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('refused details bring focus to the field at fault; Shift+Tab reaches Close, which dismisses', async ({
    page,
  }) => {
    await openCheckout(page);
    const frame = gatewayPage(page);
    await expect(frame.getByLabel('Card number')).toBeFocused();
    await page.keyboard.type('4916217501611292');
    await page.keyboard.press('Tab');
    await page.keyboard.type('01/20');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await expect(frame.getByRole('alert')).toHaveText('Please correct the card details.');
    await expect(frame.getByLabel('Expiry (MM/YY)')).toBeFocused();
    await expect(frame.getByLabel('Expiry (MM/YY)')).toHaveAccessibleDescription('This card has expired.');

    await page.keyboard.press('Shift+Tab');
    await expect(frame.getByLabel('Card number')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(gatewayPopup(page).getByRole('button', { name: 'Close the payment' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(gatewayPopup(page)).toBeHidden();
    await closeCancelledResult(page);
    await expect(subscribeButton(page)).toBeEnabled();
    await expectFocusBackAt(subscribeButton(page));
  });
});
