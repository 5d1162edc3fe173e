import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { logIn } from './support';

test.describe('All Channels (/channels)', () => {
  test('a visitor sees channels grouped by category, the legends and the category filter', async ({ page }) => {
    // The accessibility scan walks every channel card, which takes a while on a loaded machine.
    test.slow();
    await page.goto('/channels');
    await expect(page.getByRole('heading', { level: 1, name: 'All Channels' })).toBeVisible();

    const legend = page.getByLabel('Legend');
    await expect(legend.getByText('TSTV', { exact: true })).toBeVisible();
    await expect(legend.getByText('A-la-carte', { exact: true })).toBeVisible();

    await expect(page.getByRole('heading', { level: 2, name: 'Local Variety' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sports' })).toBeVisible();
    const category = page.getByRole('combobox', { name: 'Category' });
    await expect(category.locator('option').first()).toHaveText('All');

    const sports = page.getByRole('region', { name: 'Sports' });
    await expect(sports.getByRole('link', { name: 'beIN Sports' })).toHaveAccessibleDescription(/A-la-carte/);
    // Visitors see no add-on prices.
    await expect(page.getByText(/Rs\./)).toHaveCount(0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await category.selectOption('Sports');
    await expect(page.getByRole('heading', { level: 2, name: 'Sports' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Local Variety' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Rupavahini' })).toBeHidden();

    await category.selectOption('All');
    await expect(page.getByRole('heading', { level: 2, name: 'Local Variety' })).toBeVisible();
  });

  test('at 1280 px the grid uses the width, a tile shows its name until its logo has come, and logos are shown whole', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The logos wait until the grid has been looked at, as lazily loaded ones do on a slow line.
    let releaseLogos = () => {};
    const logosHeld = new Promise<void>((resolve) => {
      releaseLogos = resolve;
    });
    await page.route('**/media/channel/**', async (route) => {
      await logosHeld;
      await route.continue();
    });
    await page.goto('/channels');
    const grid = page.getByRole('region', { name: 'Local Variety' }).getByRole('list');
    const tile = grid.getByRole('link', { name: 'Rupavahini' });
    const placeholder = tile.locator('[data-name]');
    await expect(placeholder).toBeVisible();
    expect(await placeholder.evaluate((box) => getComputedStyle(box, '::before').content)).toBe('"Rupavahini"');

    const { used, cardsInRow } = await grid.evaluate((list) => {
      const cards = [...list.querySelectorAll('a')].map((card) => card.getBoundingClientRect());
      const firstRow = cards.filter((card) => card.top === cards[0]?.top);
      const right = Math.max(...firstRow.map((card) => card.right));
      const { left, width } = list.getBoundingClientRect();
      return { used: (right - left) / width, cardsInRow: firstRow.length };
    });
    expect(cardsInRow).toBeGreaterThanOrEqual(5);
    expect(used).toBeGreaterThan(0.97);

    releaseLogos();
    await expect(placeholder).toHaveCount(0);
    await tile.click();
    const logo = page.getByRole('img', { name: 'Rupavahini' });
    await expect(logo).toBeVisible();
    // Shown whole in the page's wide box: a square logo keeps the name at its foot.
    await expect(logo).toHaveCSS('object-fit', 'contain');
  });

  test('a channel card opens its product page with its features', async ({ page }) => {
    await page.goto('/channels');
    await page.getByRole('link', { name: 'Rupavahini' }).click();
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]+\/false$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rupavahini' })).toBeVisible();
    const features = page.getByRole('list', { name: 'Features' });
    await expect(features.getByRole('listitem')).toHaveText(['TSTV', 'PIP', 'CPVR']);
  });

  test('each catalogue call is made once on a visit', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(`${request.method()} ${request.url()}`);
    });
    await page.goto('/channels');
    await expect(page.getByRole('heading', { level: 2, name: 'Sports' })).toBeVisible();
    expect(calls.length).toBeGreaterThan(0);
    expect(new Set(calls).size).toBe(calls.length);
  });

  test('a prepaid subscriber sees a-la-carte prices as card amounts', async ({ page }) => {
    await logIn(page, 'prepaid@selfcare.lk');
    await page.goto('/channels');
    await expect(page.getByRole('link', { name: 'Sony Six' })).toHaveAccessibleDescription(/Rs\. 390\.00$/);
  });

  test('a mobitel subscriber sees prices plus tax and the purchased mark', async ({ page }) => {
    await logIn(page, 'mobitel@selfcare.lk');
    await page.goto('/channels');
    await expect(page.getByRole('link', { name: 'Sony Six' })).toHaveAccessibleDescription(/Rs\. 390\.00 \+tax$/);
    await expect(page.getByRole('link', { name: 'beIN Sports' })).toHaveAccessibleDescription(/Subscribed/);
  });
});
