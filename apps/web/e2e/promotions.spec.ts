import { expect, test } from '@playwright/test';
import { logIn } from './support';

test.describe('promotions', () => {
  test('a visitor sees ALL PROMOTIONS with the banners for everyone, linked by type', async ({ page }) => {
    await page.goto('/promotions');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'ALL PROMOTIONS' })).toBeVisible();
    await expect(main.getByRole('img', { name: 'Welcome to PEOTVGO: TV on every screen' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Welcome to PEOTVGO: TV on every screen' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Premiere: Sihina Desa, now streaming' })).toHaveAttribute(
      'href',
      /^\/products\/[0-9a-f-]{36}\?purchaseOptionId=[0-9a-f-]{36}$/,
    );
    await expect(main.getByRole('link', { name: 'PEO Originals Plus: new episodes every week' })).toHaveAttribute(
      'href',
      /^\/svod\/[0-9a-f-]{36}\?purchaseOptionId=[0-9a-f-]{36}$/,
    );
    await expect(main.getByRole('img', { name: 'Add HBO to your package' })).toHaveCount(0);
    await main.getByRole('link', { name: 'Avurudu Special: 30 days of festive TV for Rs. 990' }).click();
    await expect(page).toHaveURL(/\/promotions\/packages\/[0-9a-f-]{36}\?purchaseOptionId=/);
    await expect(page.getByRole('heading', { level: 2, name: 'Avurudu Special' })).toBeVisible();
  });

  test("a subscriber also sees the banners of the connection's base package", async ({ page }) => {
    await logIn(page, 'tv@selfcare.lk');
    await page.goto('/promotions');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Add HBO to your package' })).toHaveAttribute(
      'href',
      /^\/products\/[0-9a-f-]{36}\?purchaseOptionId=/,
    );
    await expect(main.getByRole('link', { name: 'Cricket Fever: every ball of the season' })).toBeVisible();
  });

  test('says No Promotions when there are none', async ({ page }) => {
    await page.route('**/api/promotions/v1/promotions/all/banners*', (route) => route.fulfill({ json: [] }));
    await page.goto('/promotions');
    await expect(page.getByRole('main').getByText('No Promotions', { exact: true })).toBeVisible();
  });
});
