import { expect, type Page } from '@playwright/test';

/** The demo seed's shared password (README "Demo logins"). */
export const DEMO_PASSWORD = 'Selfcare@2026';

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** Opens the side menu and returns the names of its links, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const names = await menu.getByRole('link').allInnerTexts();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  return names.map((name) => name.trim());
}
