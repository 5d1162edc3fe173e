import { expect, type Page, test } from '@playwright/test';
import { webSi } from '../src/shared/i18n/locales/si/web';

// Decision 0044: a page the server drew starts the app only after its first paint. What a
// visitor presses or chooses before the app has taken the page over is kept and acted on once it has.

/**
 * Holds the app's entry back until `release()`, so the page stays as the server drew it. `requested`
 * settles when the start script asks for the entry, which it does only once the page has painted.
 */
async function holdTheApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markRequested = () => {};
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return { requested, release };
}

test.describe('a server-drawn page before the app has taken it over', () => {
  test('a press of the menu button opens the menu once the app runs', async ({ page }) => {
    const app = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await app.requested;

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);

    app.release();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });

  test('a key pressed on the banner carousel’s pause button pauses it once the app runs', async ({ page }) => {
    const app = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await app.requested;

    const banners = page.getByRole('region', { name: 'Promotions' });
    await banners.getByRole('button', { name: 'Pause slide show' }).focus();
    await page.keyboard.press('Enter');

    app.release();
    await expect(banners.getByRole('button', { name: 'Play slide show' })).toBeFocused();
    // Taken over, it answers the key itself.
    await page.keyboard.press('Enter');
    await expect(banners.getByRole('button', { name: 'Pause slide show' })).toBeFocused();
  });

  test('a language chosen is taken once the app runs, and the page is not drawn again in English', async ({ page }) => {
    const app = await holdTheApp(page);
    await page.goto('/packages', { waitUntil: 'domcontentloaded' });
    await app.requested;

    await page.getByRole('combobox', { name: 'Site language' }).selectOption('si');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    app.release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'si');
    await expect(page.getByRole('combobox', { name: webSi.shell?.language })).toHaveValue('si');
  });

  test('a link followed before the app runs opens its page as a plain link', async ({ page }) => {
    const app = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await app.requested;

    const link = page.getByRole('region', { name: 'Featured Packages' }).getByRole('link').first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(String(href));
    app.release();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });
});
