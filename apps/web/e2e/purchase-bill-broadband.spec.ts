import { expect, type Page, test } from '@playwright/test';
import { logIn } from './support';

/** Data bundles on the monthly bill, and the purchases a pending base package downgrade blocks. */

function main(page: Page) {
  return page.getByRole('main');
}

/** From the purchase modal's confirm button through the PIN to the result, by keyboard. */
async function buy(page: Page, button: 'SUBSCRIBE' | 'PURCHASE', headline: string) {
  const title = button === 'SUBSCRIBE' ? 'Subscribing' : 'Purchasing';
  const modal = page.getByRole('dialog', { name: title });
  await modal.getByRole('button', { name: button }).click();
  await expect(modal).toContainText(
    button === 'SUBSCRIBE' ? 'Are you sure you want to subscribe?' : 'Are you sure you want to purchase?',
  );
  await expect(modal.getByRole('button', { name: 'Yes' })).toBeDisabled();
  await page.keyboard.type('1234');
  await page.keyboard.press('Enter');
  await expect(modal.getByRole('status')).toContainText(headline);
  await expect(modal.getByRole('status')).toContainText(/Reference No : \S+/);
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toHaveCount(0);
}

/** The date the selected connection's pending downgrade takes effect, as the api holds it (YYYY-MM-DD). */
async function downgradeDate(page: Page): Promise<string> {
  const status = await page.evaluate(async () => {
    const query = new URLSearchParams({ userConnectionId: localStorage.getItem('conID') ?? '' });
    const response = await fetch(`/api/billing/v1/billing/user-purchase/basepackage/downgrade-status?${query}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('jwt')}` },
    });
    return (await response.json()) as { pending: boolean; changeDate: string };
  });
  expect(status.pending).toBe(true);
  return status.changeDate;
}

test('a fibre subscriber subscribes to a data bundle from the data bundles page', async ({ page }) => {
  await logIn(page, 'fibre@selfcare.lk');
  await page.goto('/databundles');
  await page
    .getByRole('list', { name: 'SUBSCRIPTION DATA BUNDLES' })
    .getByRole('link', { name: 'Data Booster 50 GB' })
    .click();
  await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}\?dataBundle=true$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Data Booster 50 GB' })).toBeVisible();

  await main(page).getByRole('button', { name: 'SUBSCRIBE' }).click();
  const modal = page.getByRole('dialog', { name: 'Subscribing' });
  await expect(modal).toContainText('Rs. 1,190.00 plus taxes');
  await buy(page, 'SUBSCRIBE', 'Subscription Successful');
  await expect(main(page).getByText('Subscribed', { exact: true })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'UNSUBSCRIBE' })).toBeVisible();
});

test('during a pending downgrade a channel cannot be subscribed, but a data bundle can be bought', async ({ page }) => {
  await logIn(page, 'tv@selfcare.lk');
  await page.getByRole('combobox', { name: 'Connection' }).click();
  await page.getByRole('option', { name: /Office Broadband/ }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Office Broadband' })).toBeVisible();
  const date = await downgradeDate(page);

  await page.goto('/channels');
  await page.getByRole('link', { name: 'Cinemax' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Cinemax' })).toBeVisible();
  const subscribe = main(page).getByRole('button', { name: 'SUBSCRIBE' });
  await subscribe.click();
  const notice = page.getByRole('dialog', { name: 'Subscribing' });
  await expect(notice.getByRole('status')).toHaveText(`Cinemax cannot be subscribed till ${date}`);
  await expect(notice.getByLabel('Voucher code')).toHaveCount(0);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toHaveCount(0);
  await expect(subscribe).toBeFocused();

  await page.goto('/databundles');
  await page
    .getByRole('list', { name: 'SUBSCRIPTION DATA BUNDLES' })
    .getByRole('link', { name: 'Night Time 30 GB' })
    .click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Night Time 30 GB' })).toBeVisible();
  await main(page).getByRole('button', { name: 'PURCHASE' }).click();
  await expect(page.getByRole('dialog', { name: 'Purchasing' })).toContainText('Rs. 490.00 plus taxes');
  await buy(page, 'PURCHASE', 'Purchase Successful');
  await expect(main(page).getByText('Purchased', { exact: true })).toBeVisible();
  await expect(main(page).getByText(/^You can enjoy this till \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
});
