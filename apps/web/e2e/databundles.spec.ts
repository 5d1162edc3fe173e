import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { logIn } from './support';

test('a broadband subscriber sees the data bundles with their quota and product links', async ({ page }) => {
  await logIn(page, 'fibre@selfcare.lk');
  await page.goto('/databundles');
  await expect(page.getByRole('heading', { level: 1, name: 'SUBSCRIPTION DATA BUNDLES' })).toBeVisible();
  const bundles = page.getByRole('list', { name: 'SUBSCRIPTION DATA BUNDLES' });
  const unlimited = bundles.getByRole('link', { name: 'Unlimited Data', exact: true });
  await expect(unlimited).toContainText('Unlimited Data');
  await expect(unlimited).toHaveAttribute('href', /^\/products\/[0-9a-f-]+\?dataBundle=true$/);
  await expect(bundles.getByRole('link', { name: 'Data Booster 25 GB' })).toContainText('25 GB');
  await expect(bundles.getByRole('link', { name: 'Data Booster 50 GB' })).toContainText('Rs.100 OFF');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('a connection without broadband is sent home', async ({ page }) => {
  await logIn(page, 'prepaid@selfcare.lk');
  await page.goto('/databundles');
  await expect(page).toHaveURL('/');
});

test('a visitor is sent home', async ({ page }) => {
  await page.goto('/databundles');
  await expect(page).toHaveURL('/');
});
