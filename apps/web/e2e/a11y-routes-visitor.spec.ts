import { expect, test } from '@playwright/test';
import { axeViolations, ROUTE_GROUPS, scanRoutes, settle } from './a11y-support';

/** Issue 9: axe (WCAG 2.2 AA tags) on every route and every dialog a visitor can open. */
test.describe('axe finds no violation for a visitor', () => {
  for (const group of ROUTE_GROUPS) {
    test(`on the routes ${group.name}`, async ({ page }) => {
      expect(await scanRoutes(page, 'visitor', await group.routes(page))).toEqual([]);
    });
  }

  test('with the menu open, and on the login form with its errors', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    const found = await axeViolations(page, 'visitor / with the menu open');

    // The login form's errors are shown, as a visitor sees them after submitting it empty.
    await page.goto('/login');
    await settle(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    found.push(...(await axeViolations(page, 'visitor /login with its errors')));
    expect(found).toEqual([]);
  });
});
