import { expect, type Page, test } from '@playwright/test';
import { logIn } from './support';

test.use({ viewport: { width: 375, height: 740 } });

/** Issue 23: the bar took 216 of a phone's first 740 px with the account's controls in it. */
const MAX_HEADER_HEIGHT = 120;

const headerHeight = (page: Page) => page.getByRole('banner').evaluate((bar) => bar.getBoundingClientRect().height);

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

test('a visitor on a phone gets a one-row top bar; Login and the language are in the menu', async ({ page }) => {
  for (const path of ['/', '/channels', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeAttached();
    expect(await headerHeight(page), path).toBeLessThanOrEqual(MAX_HEADER_HEIGHT);
  }
  const banner = page.getByRole('banner');
  await expect(banner).toContainText('Selfcare Login');
  await expect(banner.getByRole('link', { name: 'PEOTVGO' })).toBeVisible();
  await expect(banner.getByRole('combobox', { name: 'Site language' })).toBeHidden();

  await page.goto('/channels');
  await expect(banner.getByRole('link', { name: 'Login' })).toBeHidden();
  await (await openMenu(page)).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

  const menu = await openMenu(page);
  await menu.getByRole('combobox', { name: 'Site language' }).selectOption('ta');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
});

test('a subscriber on a phone gets a one-row top bar; the account actions are in the menu, by keyboard too', async ({
  page,
}) => {
  await logIn(page, 'tv@selfcare.lk');
  for (const path of ['/', '/profile', '/channels']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeAttached();
    expect(await headerHeight(page), path).toBeLessThanOrEqual(MAX_HEADER_HEIGHT);
  }
  const banner = page.getByRole('banner');
  for (const name of ['Change Password', 'Logout']) await expect(banner.getByRole('button', { name })).toBeHidden();
  await expect(banner.getByRole('link', { name: 'Go to Profile' })).toBeHidden();

  let menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
  await expect(menu.getByRole('combobox', { name: 'Site language' })).toBeVisible();
  await menu.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog.getByLabel('Current Password')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menu.getByRole('button', { name: 'Change Password' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  menu = page.getByRole('dialog', { name: 'Menu' });
  const logout = menu.getByRole('button', { name: 'Logout' });
  await expect(logout).toBeVisible();
  for (
    let presses = 0;
    presses < 10 && !(await logout.evaluate((button) => button === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(logout).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/login');
});

test('on a phone the menu carries the name, the connections with Add Account, and the service type', async ({
  page,
}) => {
  await logIn(page, 'tv@selfcare.lk');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Connection' })).toBeHidden();

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByText('Nimal Perera')).toBeVisible();
  await expect(menu.getByText('Service type: SLT PEOTVGO')).toBeVisible();

  await menu.getByRole('combobox', { name: 'Connection' }).click();
  await expect(page.getByRole('option', { name: 'Add Account' })).toBeVisible();
  await page.getByRole('option', { name: /Office Broadband/ }).click();
  await expect(menu.getByRole('link', { name: 'Data Bundles' })).toBeVisible();
});
