import { expect, test } from '@playwright/test';
import { axeViolations, everyRoute, scanRoutes, settle } from './a11y-support';

/** Issue 9: axe (WCAG 2.2 AA tags) on every route and every dialog a visitor can open. */
test('axe finds no violation on any route, or with the menu open, for a visitor', async ({ page }) => {
  // It scans every route with axe, which takes minutes on a slow runner.
  test.setTimeout(240_000);
  const found = await scanRoutes(page, 'visitor', await everyRoute(page));

  await page.goto('/');
  await settle(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  found.push(...(await axeViolations(page, 'visitor / with the menu open')));

  // The login form's errors are shown, as a visitor sees them after submitting it empty.
  await page.goto('/login');
  await settle(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  found.push(...(await axeViolations(page, 'visitor /login with its errors')));

  expect(found).toEqual([]);
});
