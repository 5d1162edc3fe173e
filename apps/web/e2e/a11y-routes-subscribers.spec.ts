import { expect, type Page, test } from '@playwright/test';
import { axeViolations, inGroups, ROUTE_GROUPS, scanRoutes, settle } from './a11y-support';
import { productId } from './products-support';
import { logIn } from './support';

/**
 * The routes whose page reads the session or the selected connection (prices, marks, tabs, buttons by
 * connection type). The account-access and registration pages draw the same for every connection, so
 * they are scanned once, for tv@ (every route), which keeps the run short.
 */
const CONNECTION_ROUTES = [
  '/',
  '/channels',
  '/ondemand/MVOD',
  '/svod',
  '/packages',
  '/screens',
  '/databundles',
  '/profile',
  '/promotions',
  '/promotions/packages',
  '/gifts',
  '/vouchers',
];

/** Opens each dialog and popup a subscriber reaches and scans the page with it open. */
async function scanDialogs(page: Page, who: string): Promise<string[]> {
  const found: string[] = [];
  const scanWith = async (what: string) => found.push(...(await axeViolations(page, `${who}: ${what}`)));

  await page.goto('/');
  await settle(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await scanWith('the menu open');
  await page.keyboard.press('Escape');

  await page.getByRole('banner').getByRole('combobox', { name: 'Connection' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await scanWith('the connection list open');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Change Password' }).click();
  const password = page.getByRole('dialog', { name: 'Change Password' });
  await password.getByRole('button', { name: 'Change' }).click();
  await expect(password.locator('[aria-invalid="true"]').first()).toBeVisible();
  await scanWith('the change-password dialog with its errors');
  await page.keyboard.press('Escape');

  await page.goto(`/products/${await productId(page.request, 'vod', 'The Last Elephant')}`);
  await settle(page);
  await page.getByRole('main').getByRole('button', { name: 'PURCHASE', exact: true }).click();
  const purchase = page.getByRole('dialog', { name: 'Purchasing' });
  await expect(purchase).toBeVisible();
  await scanWith('the purchase dialog');
  await purchase.getByLabel('Voucher code').fill('FLAT100');
  await expect(purchase.getByText('Success', { exact: true })).toBeVisible();
  await scanWith('the purchase dialog with a voucher');
  await purchase.getByRole('button', { name: 'PURCHASE', exact: true }).click();
  await expect(purchase.getByLabel('Parental PIN')).toBeVisible();
  await scanWith('the PIN dialog');
  await page.keyboard.press('Escape');

  await page.goto('/profile');
  await settle(page);
  await page.getByRole('button', { name: 'Change Parental PIN' }).click();
  await expect(page.getByRole('dialog', { name: 'Change Parental PIN' })).toBeVisible();
  await scanWith('the change-PIN dialog');
  await page.keyboard.press('Escape');

  await page.goto('/packages');
  await settle(page);
  const change = page.getByRole('main').getByRole('button', { name: /^(Upgrade|Downgrade) to / });
  if ((await change.count()) > 0) {
    await change.first().click();
    await expect(page.getByRole('dialog', { name: /(Upgrade|Downgrade) Package/ })).toBeVisible();
    await scanWith('the package-change dialog');
    await page.keyboard.press('Escape');
  }
  return found;
}

/** Issue 9: axe (WCAG 2.2 AA tags) logged in as each connection type, with its dialogs open and closed. */
test.describe('axe finds no violation for subscribers', () => {
  for (const group of ROUTE_GROUPS) {
    test(`fixed-line TV (tv@): the routes ${group.name}`, async ({ page }) => {
      await logIn(page, 'tv@selfcare.lk');
      expect(await scanRoutes(page, 'tv', await group.routes(page))).toEqual([]);
    });
  }

  for (const [email, who] of [
    ['tv@selfcare.lk', 'fixed-line TV (tv@)'],
    ['fibre@selfcare.lk', 'broadband (fibre@)'],
    ['mobitel@selfcare.lk', 'mobile-operator billed (mobitel@)'],
    ['prepaid@selfcare.lk', 'prepaid card-paying (prepaid@)'],
  ] as const) {
    test(`${who}: every dialog`, async ({ page }) => {
      await logIn(page, email);
      expect(await scanDialogs(page, who)).toEqual([]);
    });
  }

  for (const [email, who] of [
    ['fibre@selfcare.lk', 'broadband (fibre@)'],
    ['mobitel@selfcare.lk', 'mobile-operator billed (mobitel@)'],
    ['prepaid@selfcare.lk', 'prepaid card-paying (prepaid@)'],
  ] as const) {
    for (const routes of inGroups(CONNECTION_ROUTES)) {
      test(`${who}: the connection's routes ${routes[0]} to ${routes.at(-1)}`, async ({ page }) => {
        await logIn(page, email);
        expect(await scanRoutes(page, who, routes)).toEqual([]);
      });
    }
  }
});
