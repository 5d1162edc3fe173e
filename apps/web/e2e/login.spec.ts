import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn, menuEntries } from './support';

/** A subscriber's menu on an active, non-broadband connection of the fixed-line TV service type. */
const fixedLineTvMenu = [
  'Home',
  'Packages',
  'Channels',
  'On Demand Contents',
  'SVOD',
  'Promotional Packages',
  'Devices',
  'Promotions',
];

test.describe('login', () => {
  test('shows the validation messages of the spec', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Selfcare Login');
    await expect(page.getByRole('banner')).toContainText('Selfcare Login');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Invalid email')).toBeVisible();
  });

  test('the page shows its title once, in the top bar, and keeps one level-1 heading for screen readers', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('banner').getByText('Selfcare Login', { exact: true })).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCount(1);
    await expect(heading).toHaveAccessibleName('Login');
    // Drawn nowhere: a second title under the bar's would say the same thing again.
    const box = await heading.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(1);
    expect(box?.height ?? 0).toBeLessThanOrEqual(1);
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('a wrong password is refused with the server message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('tv@selfcare.lk');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page).toHaveURL('/login');
  });

  test('a fixed-line TV subscriber sees their connection and menu, then logs out', async ({ page }) => {
    await logIn(page, 'tv@selfcare.lk');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Home TV' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('SLT PEOTVGO');
    await expect(page.getByRole('main').getByRole('region', { name: 'My Package' })).toContainText('PEO Family');
    expect(await menuEntries(page)).toEqual(fixedLineTvMenu);

    await page.goto('/login');
    await expect(page).toHaveURL('/');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  });

  test('a prepaid subscriber also gets gifts and promotional vouchers', async ({ page }) => {
    await logIn(page, 'prepaid@selfcare.lk', DEMO_PASSWORD);
    expect(await menuEntries(page)).toEqual([...fixedLineTvMenu, 'Gifts', 'Promotional Vouchers']);
  });

  test('visitors get the public menu', async ({ page }) => {
    await page.goto('/');
    expect(await menuEntries(page)).toEqual([
      'Home',
      'Packages',
      'Channels',
      'On Demand',
      'SVOD',
      'Promotional Packages',
      'Promotions',
    ]);
  });
});
