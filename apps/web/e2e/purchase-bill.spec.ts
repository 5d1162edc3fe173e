import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { productId, shownDate, userProduct } from './products-support';
import { logIn } from './support';

/**
 * Buying on the monthly bill (connection types 1-5) as tv@selfcare.lk on 'Home TV' (type 1): products it
 * does not hold that no other spec asserts on for this login. Last, the purchase modal's warning for a
 * base package that ends, as the unsubscribed PEO Lite of leaving@selfcare.lk does.
 */

const PIN = '1234';

function main(page: Page) {
  return page.getByRole('main');
}

/** The PIN modal: Yes waits for a PIN; the PIN is typed and sent from the keyboard. */
async function confirmWithPin(page: Page, title: 'Subscribing' | 'Purchasing', pin = PIN) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText(
    title === 'Subscribing' ? 'Are you sure you want to subscribe?' : 'Are you sure you want to purchase?',
  );
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeDisabled();
  const field = dialog.getByLabel('Parental PIN');
  await expect(field).toBeFocused();
  await page.keyboard.type(pin);
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeEnabled();
  await page.keyboard.press('Enter');
}

/** The result modal's headline and reference, then OK. */
async function expectResult(page: Page, title: string, headline: string) {
  const result = page.getByRole('dialog', { name: title }).getByRole('status');
  await expect(result).toContainText(headline);
  await expect(result).toContainText(/Reference No : \S+/);
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('Home TV', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, 'tv@selfcare.lk');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Home TV' })).toBeVisible();
  });

  test('a channel with a voucher: subscribe, unsubscribe, and subscribe again to cancel it', async ({ page }) => {
    await page.goto('/channels');
    await page.getByRole('link', { name: 'Cinemax' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Cinemax' })).toBeVisible();

    await main(page).getByRole('button', { name: 'SUBSCRIBE' }).click();
    const modal = page.getByRole('dialog', { name: 'Subscribing' });
    await expect(modal).toContainText('Rs. 350.00 plus taxes');
    await modal.getByLabel('Voucher code').fill('WELCOME10');
    await expect(modal.getByText('Success', { exact: true })).toBeVisible();
    await expect(modal).toContainText('Price with the voucher: Rs. 315.00 plus taxes');
    await modal.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await confirmWithPin(page, 'Subscribing');
    await expectResult(page, 'Subscribing', 'Subscription Successful');

    await expect(main(page).getByText('Subscribed', { exact: true })).toBeVisible();
    const unsubscribe = main(page).getByRole('button', { name: 'UNSUBSCRIBE' });
    await expect(unsubscribe).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'SUBSCRIBE', exact: true })).toHaveCount(0);

    await unsubscribe.click();
    const unsubscribing = page.getByRole('dialog', { name: 'Unsubscribing' });
    await expect(unsubscribing).toContainText('Are you sure you want to unsubscribe?');
    await unsubscribing.getByRole('button', { name: 'Yes' }).click();
    await expect(unsubscribing.getByRole('status')).toContainText('Unsubscription Successful');
    await unsubscribing.getByRole('button', { name: 'OK' }).click();

    const { billingEndDate } = await userProduct(page, new URL(page.url()).pathname.split('/')[2] ?? '');
    await expect(
      main(page).getByText(
        `Unsubscribed content. You will have access to this only till ${shownDate(billingEndDate ?? '')}.`,
      ),
    ).toBeVisible();
    await expect(main(page).getByText('Please re-subscribe to cancel the unsubscription.')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'UNSUBSCRIBE' })).toHaveCount(0);

    // Wherever it is listed, it is marked with the day access ends, no longer as subscribed.
    const until = new RegExp(`Unsubscribed: access until ${shownDate(billingEndDate ?? '')}`);
    await expect(main(page).getByText(until)).toBeVisible();
    const productPage = page.url();
    await page.goto('/channels');
    await expect(main(page).getByRole('link', { name: 'Cinemax' })).toHaveAccessibleDescription(until);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.goto('/profile');
    const channels = main(page).getByRole('region', { name: 'Additional Channels' });
    await expect(channels.getByRole('link', { name: 'Cinemax' })).toHaveAccessibleDescription(until);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.goto(productPage);

    await main(page).getByRole('button', { name: 'SUBSCRIBE' }).click();
    await page.getByRole('dialog', { name: 'Subscribing' }).getByRole('button', { name: 'SUBSCRIBE' }).click();
    await confirmWithPin(page, 'Subscribing');
    const result = page.getByRole('dialog', { name: 'Subscribing' }).getByRole('status');
    await expect(result).toContainText('Product un-subscription cancelled successfully');
    await page.getByRole('dialog', { name: 'Subscribing' }).getByRole('button', { name: 'OK' }).click();
    await expect(main(page).getByRole('button', { name: 'UNSUBSCRIBE' })).toBeFocused();
    await expect(main(page).getByText('Please re-subscribe to cancel the unsubscription.')).toHaveCount(0);
  });

  test('a video rented once: an invalid voucher, a wrong PIN, then the right one', async ({ page }) => {
    await page.goto('/ondemand/#MVOD');
    await main(page)
      .getByRole('list', { name: 'Movies', exact: true })
      .getByRole('link', { name: 'Harbour Lights' })
      .click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Harbour Lights' })).toBeVisible();

    await main(page).getByRole('button', { name: 'PURCHASE' }).click();
    const modal = page.getByRole('dialog', { name: 'Purchasing' });
    await expect(modal).toContainText('Rs. 250.00 plus taxes');
    // PEO Family renews every month, so a rental cannot outlast it.
    await expect(modal).not.toContainText('accessible only till the expiry of your base package');
    const voucher = modal.getByLabel('Voucher code');
    await voucher.fill('NOSUCHCODE');
    await expect(modal.getByText('Invalid Voucher Code').first()).toBeVisible();
    await expect(modal.getByRole('button', { name: 'PURCHASE' })).toBeDisabled();
    await voucher.fill('');
    await expect(modal.getByRole('button', { name: 'PURCHASE' })).toBeEnabled();
    await modal.getByRole('button', { name: 'PURCHASE' }).click();

    await confirmWithPin(page, 'Purchasing', '0000');
    const pinModal = page.getByRole('dialog', { name: 'Purchasing' });
    await expect(pinModal).toContainText('The parental PIN is incorrect.');
    await confirmWithPin(page, 'Purchasing');
    await expectResult(page, 'Purchasing', 'Purchase Successful');

    await expect(main(page).getByText('Purchased', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('button', { name: /SUBSCRIBE|PURCHASE/ })).toHaveCount(0);
    await expect(main(page).getByText(/^You can enjoy this till \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  });

  test('an SVOD from the SVOD page', async ({ page }) => {
    await page.goto('/svod');
    await page.getByRole('list', { name: 'ALL SVODs' }).getByRole('link', { name: 'Tele Drama Club' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Tele Drama Club' })).toBeVisible();
    await main(page).getByRole('button', { name: 'SUBSCRIBE' }).click();
    await page.getByRole('dialog', { name: 'Subscribing' }).getByRole('button', { name: 'SUBSCRIBE' }).click();
    await confirmWithPin(page, 'Subscribing');
    await expectResult(page, 'Subscribing', 'Subscription Successful');
    await expect(main(page).getByText('Subscribed', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'UNSUBSCRIBE' })).toBeVisible();
  });

  test('an extra screen from the devices page', async ({ page }) => {
    await page.goto('/screens');
    await page
      .getByRole('list', { name: 'ADDITIONAL DEVICES' })
      .getByRole('link', { name: '3 Additional Screens' })
      .click();
    await expect(main(page).getByRole('heading', { level: 1, name: '3 Additional Screens' })).toBeVisible();
    await main(page).getByRole('button', { name: 'SUBSCRIBE' }).click();
    const modal = page.getByRole('dialog', { name: 'Subscribing' });
    await expect(modal).toContainText('Rs. 390.00 plus taxes');
    await modal.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await confirmWithPin(page, 'Subscribing');
    await expectResult(page, 'Subscribing', 'Subscription Successful');
    await expect(main(page).getByText('Subscribed', { exact: true })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'UNSUBSCRIBE' })).toBeVisible();
  });

  test('a promotional package from the promotional packages page', async ({ page }) => {
    await page.goto('/promotions/packages');
    const carousel = main(page).getByRole('region', { name: 'Promotional packages' });
    await carousel.getByRole('link', { name: 'Kids Holiday Pack' }).click();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Kids Holiday Pack' })).toBeVisible();
    await main(page).getByRole('button', { name: 'PURCHASE' }).click();
    await page.getByRole('dialog', { name: 'Purchasing' }).getByRole('button', { name: 'PURCHASE' }).click();
    await confirmWithPin(page, 'Purchasing');
    await expectResult(page, 'Purchasing', 'Purchase Successful');
    await expect(carousel.getByRole('link', { name: 'Kids Holiday Pack' })).toContainText('Purchased');
    await expect(main(page).getByRole('button', { name: 'PURCHASE' })).toHaveCount(0);
  });

  test("a banner's offer opens the purchase modal by itself", async ({ page }) => {
    await page.goto('/promotions');
    await main(page).getByRole('link', { name: 'Avurudu Special: 30 days of festive TV for Rs. 990' }).click();
    await expect(page).toHaveURL(/\/promotions\/packages\/[0-9a-f-]{36}\?purchaseOptionId=[0-9a-f-]{36}$/);
    const modal = page.getByRole('dialog', { name: 'Purchasing' });
    await expect(modal).toContainText('Rs. 990.00 plus taxes');
    await expect(modal.getByRole('button', { name: 'PURCHASE' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'PURCHASE' })).toBeFocused();
  });
});

test("a rental that would outlast a base package that ends warns of the package's expiry", async ({ page }) => {
  const [peoLite, oceanGiants] = await Promise.all([
    productId(page.request, 'package', 'PEO Lite'),
    productId(page.request, 'vod', 'Ocean Giants of Mirissa'),
  ]);
  // leaving@selfcare.lk (type 2) has unsubscribed: its PEO Lite ends in about 20 days.
  await logIn(page, 'leaving@selfcare.lk');
  const { billingEndDate } = await userProduct(page, peoLite);
  await page.goto(`/products/${oceanGiants}`);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Ocean Giants of Mirissa' })).toBeVisible();
  await main(page).getByRole('button', { name: 'PURCHASE' }).click();
  const modal = page.getByRole('dialog', { name: 'Purchasing' });
  await expect(modal).toContainText('For 30 Days - Rs. 200.00 plus taxes');
  await expect(
    modal.getByText(
      `This content will be accessible only till the expiry of your base package on ${shownDate(billingEndDate ?? '')}`,
    ),
  ).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
});
