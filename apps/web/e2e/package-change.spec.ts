import { expect, type Page, test } from '@playwright/test';
import type { ProductDetail, UpgradeQuote } from '@selfcare/contracts';
import { dayAfter, productId, userProduct } from './products-support';
import { logIn } from './support';

/**
 * Base package upgrade and downgrade on /packages. The logins are chosen so that no other spec depends
 * on what changes: mobitel@selfcare.lk upgrades, its operator charged the prorated difference (no other
 * spec asserts its package or its payments), and thrifty@selfcare.lk, a demo login no other spec uses,
 * schedules a downgrade (fibre@'s pause and retention-offer journeys need its connection without one).
 */

const carousel = (page: Page) => page.getByRole('region', { name: 'Packages', exact: true });
const card = (page: Page, name: string) =>
  carousel(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/** What the api says an upgrade to the package charges now (decision 0056), read as the dialog reads it. */
async function upgradeQuote(page: Page, productName: string): Promise<UpgradeQuote> {
  const { jwt, conID } = await page.evaluate(() => ({
    jwt: localStorage.getItem('jwt'),
    conID: localStorage.getItem('conID'),
  }));
  const headers = { Authorization: `Bearer ${jwt}` };
  const id = await productId(page.request, 'package', productName);
  const detail: ProductDetail = await (
    await page.request.get(`/api/billing/v1/billing/user-products/${id}?conid=${conID}`, { headers })
  ).json();
  const query = new URLSearchParams({
    userConnectionId: conID ?? '',
    productId: id,
    purchaseOptionId: detail.purchaseOption?.id ?? '',
  });
  const response = await page.request.get(`/api/billing/v1/billing/user-purchase/basepackage/upgrade-quote?${query}`, {
    headers,
  });
  expect(response.status()).toBe(200);
  return response.json();
}

const rupees = (amount: number) =>
  `Rs. ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('upgrading to a dearer package charges the rest of the period and makes it current', async ({ page }) => {
  await logIn(page, 'mobitel@selfcare.lk');
  const quote = await upgradeQuote(page, 'PEO Lite');
  // PEOTVGO (499.00) to PEO Lite (790.00), part-way through the demo's paid month.
  expect(quote.charged).toBeGreaterThan(0);
  expect(quote.remainingDays).toBeGreaterThan(1);
  await page.goto('/packages');
  await expect(card(page, 'PEOTVGO')).toContainText('Current Package');
  // A one-off package is never offered: nothing would renew it.
  await expect(card(page, 'PEO Family').getByRole('button', { name: 'Upgrade to PEO Family' })).toBeVisible();
  await expect(card(page, 'PEO Annual Saver').getByRole('button')).toHaveCount(0);

  await card(page, 'PEO Lite').getByRole('button', { name: 'Upgrade to PEO Lite' }).click();
  const modal = page.getByRole('dialog', { name: 'Upgrade Package' });
  await expect(modal).toContainText('Are you sure you want to upgrade to PEO Lite Package?');
  await expect(modal).toContainText(
    `Charged now for the ${quote.remainingDays} days left of this period: ${rupees(quote.charged)}, taxes included.`,
  );
  const yes = modal.getByRole('button', { name: 'Yes' });
  await expect(yes).toBeDisabled();
  const pin = modal.getByLabel('Parental PIN');
  await pin.fill('0000');
  await pin.press('Enter');
  await expect(pin).toHaveAccessibleDescription('The parental PIN is incorrect.');
  await expect(yes).toBeDisabled();
  await pin.fill('1234');
  await pin.press('Enter');

  await expect(modal.getByRole('status')).toContainText('Base package is successfully upgraded to PEO Lite.');
  await expect(modal.getByRole('status')).toContainText(`Charged now: ${rupees(quote.charged)}.`);
  await modal.getByRole('button', { name: 'Close' }).last().click();
  await expect(modal).toHaveCount(0);
  await expect(card(page, 'PEO Lite')).toContainText('Current Package');
  await expect(card(page, 'PEOTVGO')).not.toContainText('Current Package');
  await expect(card(page, 'PEO Lite').getByRole('button')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('main').getByRole('region', { name: 'My Package' })).toContainText('PEO Lite');
});

test('a downgrade is scheduled for the end of the paid period and then shown as pending', async ({ page }) => {
  const liteId = await productId(page.request, 'package', 'PEO Lite');
  await logIn(page, 'thrifty@selfcare.lk');
  const { billingEndDate } = await userProduct(page, liteId);
  const changeDate = dayAfter(billingEndDate ?? '');
  await page.goto('/packages');
  await expect(card(page, 'PEO Lite')).toContainText('Current Package');

  await card(page, 'PEOTVGO').getByRole('button', { name: 'Downgrade to PEOTVGO' }).click();
  const modal = page.getByRole('dialog', { name: 'Downgrade Package' });
  await expect(modal).toContainText('Are you sure you want to downgrade to PEOTVGO Package?');
  await expect(modal.getByRole('button', { name: 'Yes' })).toBeDisabled();
  await page.keyboard.type('1234');
  await page.keyboard.press('Enter');

  await expect(modal.getByRole('status')).toContainText(`Base package will be downgraded to PEOTVGO on ${changeDate}.`);
  await modal.getByRole('button', { name: 'Close' }).last().click();
  await expect(modal).toHaveCount(0);
  // The page's other status regions (each card's pause state, decision 0074) stay empty here.
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Your package will change' })).toHaveText(
    `Your package will change to PEOTVGO on ${changeDate}.`,
  );
  await expect(card(page, 'PEO Lite')).toContainText('Current Package');
  await expect(carousel(page).getByRole('button', { name: /^(Upgrade|Downgrade) to/ })).toHaveCount(0);
});
