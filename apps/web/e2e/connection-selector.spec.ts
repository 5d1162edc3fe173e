import { expect, test } from '@playwright/test';
import { logIn, menuEntries } from './support';

test('switching to the broadband connection by keyboard adds Data Bundles to the menu', async ({ page }) => {
  await logIn(page, 'tv@selfcare.lk');
  const selector = page.getByRole('combobox', { name: 'Connection' });
  await expect(selector).toContainText('Home TV');
  expect(await menuEntries(page)).not.toContain('Data Bundles');

  await selector.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(selector).toContainText('Home TV');

  await expect(selector).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('option', { name: /Home TV/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: /Office Broadband/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(selector).toContainText('Office Broadband');
  await expect(page.getByRole('main')).toContainText('Office Broadband');
  expect(await menuEntries(page)).toContain('Data Bundles');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Connection' })).toContainText('Office Broadband');
});

test('pages where one buys show the connection that pays, and switching there re-reads the page', async ({ page }) => {
  await logIn(page, 'tv@selfcare.lk');
  await page.goto('/packages');
  const selector = page.getByRole('combobox', { name: 'Connection' });
  await expect(selector).toContainText('Home TV');
  const current = page.getByRole('article').filter({ hasText: 'Current Package' });
  await expect(current.getByRole('heading', { level: 2 })).toHaveText('PEO Family');

  await selector.click();
  await page.getByRole('option', { name: /Office Broadband/ }).click();
  await expect(selector).toContainText('Office Broadband');
  await expect(current.getByRole('heading', { level: 2 })).toHaveText('PEO Premium');

  // Not on pages where nothing is bought.
  await page.goto('/termsandconditions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Connection' })).toHaveCount(0);
});

test('an account with one connection sees the selector on the home page only', async ({ page }) => {
  await logIn(page, 'prepaid@selfcare.lk');
  await expect(page.getByRole('combobox', { name: 'Connection' })).toBeVisible();
  await page.goto('/packages');
  await expect(page.getByRole('heading', { level: 1, name: 'ALL PACKAGES' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Connection' })).toHaveCount(0);
});
