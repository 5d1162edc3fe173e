import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { logIn } from './support';

test('an unknown page answers 404 and shows the 404 page with a way home', async ({ page }) => {
  for (const [path, status] of [
    ['/products/1/false', 200],
    ['/ondemand/#x', 200],
    ['/no-such-page', 404],
  ] as const) {
    expect((await page.goto(path))?.status(), path).toBe(status);
  }
  expect((await page.goto('/no/such/page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('The requested page could not be found')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
});

test('at 1280 px a long connection name is cut with an ellipsis and the top bar stays one row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const longName = 'Nimal Perera Family Home TV and Broadband, Colombo 07 Residence';
  // A test fixture: the demo connections' names are short.
  await page.route('**/api/users/v1/account/connections', async (route) => {
    const response = await route.fetch();
    const [first, ...rest] = (await response.json()) as { name: string }[];
    await route.fulfill({ response, json: [{ ...first, name: longName }, ...rest] });
  });
  await logIn(page, 'tv@selfcare.lk');
  const banner = page.getByRole('banner');
  const selector = banner.getByRole('combobox', { name: 'Connection' });
  // The whole name is the control's text (what a screen reader reads) and its title; the eye gets an ellipsis.
  await expect(selector).toHaveText(`${longName} - 0112345678`);
  await expect(selector).toHaveAttribute('title', `${longName} - 0112345678`);
  const cut = await selector.evaluate((trigger) => {
    const value = trigger.firstElementChild as HTMLElement;
    return value.scrollWidth > value.clientWidth && getComputedStyle(value).textOverflow === 'ellipsis';
  });
  expect(cut).toBe(true);
  expect(await banner.evaluate((bar) => bar.getBoundingClientRect().height)).toBeLessThanOrEqual(64);
  await expect(banner.getByRole('button', { name: 'Logout' })).toBeInViewport();
});

test('the footer shows the copyright line and version 3.9.1', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Version 3.9.1');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Sri Lanka Telecom PLC`);
});

test('the logo leads home and the title reads Selfcare', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('banner')).toContainText('Selfcare');
  await page.getByRole('link', { name: 'PEOTVGO' }).click();
  await expect(page).toHaveURL('/');
});

test('axe finds no violation on the login page, the 404 page and the logged-in home page', async ({ page }) => {
  for (const path of ['/login', '/no/such/page']) {
    await page.goto(path);
    // The page's own chunk has loaded (its heading is there) before axe looks.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  }
  await logIn(page, 'fibre@selfcare.lk');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Family Fibre' })).toBeVisible();
  // The whole landing has loaded before axe looks at it.
  await expect(page.getByRole('main').getByRole('heading', { name: 'Featured Svods' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
