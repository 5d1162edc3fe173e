import { expect, test } from '@playwright/test';

test.describe('landing page for visitors', () => {
  test('shows the featured sections with their View All links and the promotions link', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    for (const [title, href] of [
      ['Featured Channels', '/channels'],
      ['Featured Packages', '/packages'],
      ['On Demand Content', '/ondemand'],
      ['Featured Svods', '/svod'],
    ] as const) {
      await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(main.getByRole('link', { name: `View All ${title}` })).toHaveAttribute('href', href);
    }
    await expect(main.getByRole('region', { name: 'Featured Packages' }).getByRole('group')).toHaveCount(3);
    const svods = await main.getByRole('region', { name: 'Featured Svods' }).getByRole('group').count();
    expect(svods).toBeLessThanOrEqual(3);

    await main.getByRole('link', { name: 'VIEW PROMOTIONS' }).click();
    await expect(page).toHaveURL('/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'ALL PROMOTIONS' })).toBeVisible();
  });

  test('links the On Demand sub types to their tabs', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('navigation', { name: 'On Demand categories' }).getByRole('link');
    await expect(links).toHaveText(['Educational', 'Movies', 'Music', 'PEO Originals', 'Premiere Movies', 'More...']);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual([
      '/ondemand/#EOD',
      '/ondemand/#MVOD',
      '/ondemand/#MUSIC',
      '/ondemand/#PEOOriginals',
      '/ondemand/#PremiereMovies',
      '/ondemand/#HelawoodPopcorn',
    ]);
  });

  test('cards lead to the page of their type', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Sports Pack' })).toHaveAttribute(
      'href',
      /^\/channel-bundle\/[0-9a-f-]{36}$/,
    );
    await expect(main.getByRole('link', { name: 'PEOTVGO', exact: true })).toHaveAttribute(
      'href',
      /^\/packages\/#[0-9a-f-]{36}$/,
    );
    await expect(main.getByRole('link', { name: 'Sihina Desa', exact: true })).toHaveAttribute(
      'href',
      /^\/products\/[0-9a-f-]{36}$/,
    );
    await expect(main.getByRole('link', { name: 'PEO Originals Plus', exact: true })).toHaveAttribute(
      'href',
      /^\/svod\/[0-9a-f-]{36}$/,
    );
    await main.getByRole('link', { name: 'Rupavahini' }).click();
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}\/false$/);
  });

  test('shows only the banners for everyone; a banner without a product is an image only', async ({ page }) => {
    await page.goto('/');
    const banners = page.getByRole('region', { name: 'Promotions' });
    await banners.getByRole('button', { name: 'Pause slide show' }).click();
    await expect(banners.getByRole('button', { name: 'Play slide show' })).toBeVisible();

    const welcome = banners.getByRole('img', { name: 'Welcome to PEOTVGO: TV on every screen' });
    await expect(welcome).toBeVisible();
    await expect(banners.getByRole('link', { name: 'Welcome to PEOTVGO: TV on every screen' })).toHaveCount(0);
    await expect(banners.getByRole('img', { name: 'Add HBO to your package' })).toHaveCount(0);
    await expect(banners.getByRole('img', { name: 'Cricket Fever: every ball of the season' })).toHaveCount(0);

    await banners.getByRole('button', { name: 'Next slide' }).click();
    const avurudu = banners.getByRole('link', { name: 'Avurudu Special: 30 days of festive TV for Rs. 990' });
    await expect(avurudu).toBeInViewport();
    await avurudu.click();
    await expect(page).toHaveURL(/\/promotions\/packages\/[0-9a-f-]{36}\?purchaseOptionId=[0-9a-f-]{36}$/);
  });
});
