import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { logIn } from './support';

/**
 * Unsubscribing a connection from /profile (spec 002 sections 2.2 and 4, decision 0010), as
 * moving@selfcare.lk: two active fixed-line connections on monthly packages, used by this spec alone.
 */
const EMAIL = 'moving@selfcare.lk';
const TOWN_HOUSE = { name: 'Town House TV', telephone: '0382245566' };
const HOLIDAY_HOME = { name: 'Holiday Home TV', telephone: '0662233445' };

async function selectorOptions(page: Page): Promise<string[]> {
  await page.getByRole('combobox', { name: 'Connection' }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const names = await listbox.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  return names.map((name) => name.trim());
}

/** Unsubscribe, confirm, read the success dialog and close it. */
async function unsubscribeSelected(page: Page, checkAxe = false) {
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unsubscribe connection' });
  await expect(confirm).toContainText('Are you sure you want to unsubscribe this connection?');
  if (checkAxe) {
    const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(results.violations).toEqual([]);
  }
  await confirm.getByRole('button', { name: 'Yes' }).click();
  const done = page.getByRole('dialog', { name: 'Unsubscribe connection' });
  await expect(done.getByRole('status')).toHaveText('Unsubscription success');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('unsubscribes one fixed-line connection, then the other', async ({ page }) => {
  await logIn(page, EMAIL);
  await page.goto('/profile');
  const selector = page.getByRole('combobox', { name: 'Connection' });
  const info = page.getByRole('region', { name: 'Connection Info' });
  await expect(selector).toContainText(TOWN_HOUSE.name);
  await expect(info).toContainText(TOWN_HOUSE.telephone);

  await unsubscribeSelected(page, true);

  // The first remaining connection becomes the selected one and the page shows it.
  await expect(selector).toContainText(HOLIDAY_HOME.name);
  await expect(info).toContainText(HOLIDAY_HOME.telephone);
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  // A fixed-line connection leaves the account's list at once (decision 0038), also when read afresh.
  expect(await selectorOptions(page)).toEqual([expect.stringContaining(HOLIDAY_HOME.name), 'Add Account']);
  await page.reload();
  await expect(selector).toContainText(HOLIDAY_HOME.name);
  await expect(info).toContainText(HOLIDAY_HOME.telephone);

  await unsubscribeSelected(page);

  // No connection remains: the session ends and the login page shows.
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
});
