import { expect, test } from '@playwright/test';
import { logIn } from './support';

test.use({ viewport: { width: 375, height: 740 } });

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
