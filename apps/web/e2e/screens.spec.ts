import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { logIn } from './support';

test('a visitor opening /screens is asked to log in', async ({ page }) => {
  await page.goto('/screens');
  await expect(page).toHaveURL('/login');
});

test('devices: default devices already subscribed, additional ones with price and discount', async ({ page }) => {
  await logIn(page, 'tv@selfcare.lk');
  await page.goto('/screens');
  await expect(page.getByRole('heading', { level: 1, name: 'DEVICES' })).toBeVisible();

  const defaults = page.getByRole('list', { name: 'DEFAULT DEVICES' });
  await expect(page.getByRole('heading', { name: 'DEFAULT DEVICES' })).toBeVisible();
  await expect(defaults.getByRole('link')).toHaveCount(1);
  await expect(defaults.getByRole('link', { name: '3 Screens' })).toBeVisible();
  await expect(defaults).toContainText('Already Subscribed');

  const additional = page.getByRole('list', { name: 'ADDITIONAL DEVICES' });
  await expect(page.getByRole('heading', { name: 'ADDITIONAL DEVICES' })).toBeVisible();
  await expect(additional.getByRole('link')).toHaveCount(3);
  await expect(additional.getByRole('link', { name: 'Additional Screen', exact: true })).toContainText('Subscribed');
  await expect(additional.getByRole('link', { name: '2 Additional Screens' })).toContainText('Rs. 280.00 plus taxes');
  await expect(additional.getByRole('link', { name: '2 Additional Screens' })).toHaveAttribute(
    'href',
    /^\/screen\/[0-9a-f-]+$/,
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('a prepaid subscriber sees the discount badge on an extra screen', async ({ page }) => {
  await logIn(page, 'prepaid@selfcare.lk');
  await page.goto('/screens');
  const screen = page.getByRole('list', { name: 'ADDITIONAL DEVICES' }).getByRole('link', {
    name: 'Additional Screen',
    exact: true,
  });
  await expect(screen).toContainText('20% OFF');
  await expect(screen).toContainText('Rs. 120.00');
});
