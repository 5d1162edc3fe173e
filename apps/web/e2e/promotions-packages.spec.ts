import { expect, test } from '@playwright/test';
import { logIn } from './support';

test.describe('promotional packages', () => {
  test('a visitor browses the active packages and their content tabs, without prices', async ({ page }) => {
    await page.goto('/promotions/packages');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'PROMOTIONAL PACKAGES' })).toBeVisible();
    const carousel = main.getByRole('region', { name: 'Promotional packages' });
    await expect(carousel.getByRole('group')).toHaveCount(3);
    await expect(carousel).not.toContainText('Vesak Devotion');
    await expect(carousel).not.toContainText('Rs.');

    await expect(main.getByRole('heading', { level: 2, name: 'Avurudu Special' })).toBeVisible();
    const tabs = main.getByRole('tablist', { name: 'Package contents' });
    await expect(tabs.getByRole('tab')).toHaveText(['Channels', 'Screens', 'VOD', 'SVOD']);
    await expect(main.getByRole('link', { name: 'Rupavahini' })).toHaveAttribute(
      'href',
      /\/products\/[0-9a-f-]{36}\/false$/,
    );
    await tabs.getByRole('tab', { name: 'VOD', exact: true }).click();
    await expect(main.getByRole('link', { name: 'Hiru Kumari' })).toBeVisible();
    await tabs.getByRole('tab', { name: 'SVOD' }).press('ArrowLeft');
    await expect(tabs.getByRole('tab', { name: 'VOD', exact: true })).toBeFocused();

    await carousel.getByRole('link', { name: 'Cricket Fever' }).click();
    await expect(page).toHaveURL(/\/promotions\/packages\/[0-9a-f-]{36}$/);
    await expect(main.getByRole('heading', { level: 2, name: 'Cricket Fever' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Star Sports 1' })).toBeVisible();
  });

  test('a subscriber sees the prices for the connection and what it already has', async ({ page }) => {
    await logIn(page, 'tv@selfcare.lk');
    await page.goto('/promotions/packages');
    const carousel = page.getByRole('region', { name: 'Promotional packages' });
    await expect(carousel.getByRole('link', { name: 'Avurudu Special' })).toContainText('Rs. 990.00 plus taxes');
    await expect(carousel.getByRole('link', { name: 'Cricket Fever' })).toContainText('Subscribed');
  });

  test('says so when there are no promotional packages', async ({ page }) => {
    await page.route('**/api/products/v1/products/all/active/by-type*', (route) =>
      route.fulfill({ json: { items: [], page: 1, pageSize: 100, total: 0 } }),
    );
    await page.goto('/promotions/packages');
    await expect(
      page.getByRole('main').getByText('There are no promotional packages available currently', { exact: true }),
    ).toBeVisible();
  });
});
