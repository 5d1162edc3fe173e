import { expect, type Page, test } from '@playwright/test';
import { logIn } from './support';

/** The tab names in the api's order: the allow-listed, active video sub types. */
const TABS = [
  'Premiere Movies',
  'Movies',
  'Music',
  'Educational',
  'PEO Originals',
  'Helawood Popcorn',
  'PEO Tunes',
  'Dishes',
  'Handmade',
  'Highlights',
  'Short Films',
  'Sinhala Tele Drama',
];

/**
 * On a phone the first page of a grid (4 titles) ends below the screen, so the next page waits for a
 * scroll; at 1280 px the 4 take part of one row and the next page follows at once, filling the screen.
 */
const showFirstPageAlone = (page: Page) => page.setViewportSize({ width: 375, height: 640 });

function grid(page: Page, name: string) {
  return page.getByRole('list', { name, exact: true });
}

test.describe('On Demand as a visitor', () => {
  test('the hash selects the tab, and choosing a tab rewrites the hash', async ({ page }) => {
    await page.goto('/ondemand/#MVOD');
    await expect(page.getByRole('heading', { level: 1, name: 'On Demand' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(TABS);
    await expect(page.getByRole('tab', { name: 'Movies', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(grid(page, 'Movies').getByRole('link', { name: 'Kalu Ganga Ira' })).toBeVisible();

    await page.getByRole('tab', { name: 'Music' }).click();
    await expect(page).toHaveURL(/\/ondemand\/?#MUSIC$/);
    await expect(page.getByRole('tab', { name: 'Music' })).toHaveAttribute('aria-selected', 'true');
    await expect(grid(page, 'Music').getByRole('link').first()).toBeVisible();

    // Arrow keys move between tabs, and the hash follows.
    await page.getByRole('tab', { name: 'Music' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/#EOD$/);
    await expect(page.getByRole('tab', { name: 'Educational' })).toBeFocused();
  });

  test('without a hash the first tab opens', async ({ page }) => {
    await page.goto('/ondemand');
    await expect(page.getByRole('tab', { name: 'Premiere Movies' })).toHaveAttribute('aria-selected', 'true');
  });

  test('Language and Genre narrow the grid, and All restores it', async ({ page }) => {
    await showFirstPageAlone(page);
    await page.goto('/ondemand/#MVOD');
    const movies = grid(page, 'Movies');
    // The first page holds 4 of the 5 movies.
    await expect(movies.getByRole('link')).toHaveCount(4);

    const language = page.getByRole('combobox', { name: 'Language', exact: true });
    await expect(language.getByRole('option')).toHaveText(['All', 'English', 'Sinhala', 'Tamil']);
    await language.selectOption({ label: 'Tamil' });
    await expect(movies.getByRole('link')).toHaveCount(1);
    await expect(movies.getByRole('link', { name: 'Kadal Kaatru' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    await language.selectOption({ label: 'All' });
    await expect(movies.getByRole('link')).toHaveCount(4);
    await expect(movies.getByRole('link', { name: 'Kalu Ganga Ira' })).toBeVisible();

    const genre = page.getByRole('combobox', { name: 'Genre' });
    await genre.selectOption({ label: 'Thriller' });
    await expect(movies.getByRole('link')).toHaveCount(1);
    await expect(movies.getByRole('link', { name: 'Harbour Lights' })).toBeVisible();

    await genre.selectOption({ label: 'All' });
    await expect(movies.getByRole('link')).toHaveCount(4);
    // Scrolling to the end of the unfiltered grid brings in the fifth movie.
    await page.mouse.wheel(0, 3000);
    await expect(movies.getByRole('link')).toHaveCount(5);
  });

  test('Premiere Movies has no language or genre filter', async ({ page }) => {
    await page.goto('/ondemand/#PremiereMovies');
    await expect(grid(page, 'Premiere Movies').getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language', exact: true })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Genre' })).toHaveCount(0);
  });

  test('the Trending carousel shows the tab’s trending titles', async ({ page }) => {
    await page.goto('/ondemand/#MVOD');
    const trending = page.getByRole('region', { name: 'Trending' });
    await expect(trending.getByRole('link', { name: 'Kalu Ganga Ira' })).toBeVisible();
    await expect(trending.getByRole('link', { name: 'Harbour Lights' })).toBeAttached();
  });

  test('the grid loads its next page when its end scrolls into view', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 640 });
    await page.goto('/ondemand/#MVOD');
    const movies = grid(page, 'Movies');
    await expect(movies.getByRole('link')).toHaveCount(4);

    const secondPage = page.waitForRequest((request) => /by-type\?.*page=2/.test(request.url()));
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
    await page.mouse.wheel(0, 3000);
    await secondPage;
    await expect(movies.getByRole('link')).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('a title card opens its product page', async ({ page }) => {
    await page.goto('/ondemand/#MVOD');
    await grid(page, 'Movies').getByRole('link', { name: 'Ape Gama' }).click();
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
  });

  test('a visit reads each list once', async ({ page }) => {
    await showFirstPageAlone(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) requests.push(`${request.method()} ${request.url()} ${request.postData()}`);
    });
    await page.goto('/ondemand/#MVOD');
    await expect(grid(page, 'Movies').getByRole('link')).toHaveCount(4);
    // Every list of the tab read before leaving it: a read still under way when its tab goes is
    // cancelled, and rightly sent again when the tab comes back.
    await expect(page.getByRole('combobox', { name: 'Language', exact: true }).getByRole('option')).toHaveText([
      'All',
      'English',
      'Sinhala',
      'Tamil',
    ]);
    await expect(page.getByRole('combobox', { name: 'Genre' }).getByRole('option', { name: 'Thriller' })).toHaveCount(
      1,
    );
    await page.getByRole('tab', { name: 'Music' }).click();
    await expect(grid(page, 'Music').getByRole('link').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Movies', exact: true }).click();
    await expect(grid(page, 'Movies').getByRole('link')).toHaveCount(4);
    expect(requests.length).toBeGreaterThan(0);
    expect(new Set(requests).size).toBe(requests.length);
  });

  test('visitors see no prices or purchase marks', async ({ page }) => {
    await showFirstPageAlone(page);
    await page.goto('/ondemand/#MVOD');
    await expect(grid(page, 'Movies').getByRole('link')).toHaveCount(4);
    await expect(page.getByRole('main')).not.toContainText('Rs.');
    await expect(page.getByRole('main')).not.toContainText('Purchased');
  });
});

test.describe('On Demand for subscribers', () => {
  test('a fixed-line subscriber sees their rental with its countdown, and prices plus taxes', async ({ page }) => {
    await logIn(page, 'tv@selfcare.lk');
    await page.goto('/ondemand/#MVOD');
    const movies = grid(page, 'Movies');
    await expect(movies.getByRole('link', { name: 'Kalu Ganga Ira' })).toHaveAccessibleDescription(
      /^Purchased\s*\d+ days to expire$/,
    );
    await expect(movies.getByRole('link', { name: 'Ape Gama' })).toHaveAccessibleDescription('Rs. 200.00 plus taxes');
  });

  test('a mobile-operator subscriber sees prices +tax', async ({ page }) => {
    await logIn(page, 'mobitel@selfcare.lk');
    await page.goto('/ondemand/#MVOD');
    await expect(grid(page, 'Movies').getByRole('link', { name: 'Ape Gama' })).toHaveAccessibleDescription(
      'Rs. 200.00 +tax',
    );
  });

  test('a prepaid subscriber sees card prices', async ({ page }) => {
    await logIn(page, 'prepaid@selfcare.lk');
    await page.goto('/ondemand/#MVOD');
    await expect(grid(page, 'Movies').getByRole('link', { name: 'Ape Gama' })).toHaveAccessibleDescription(
      'Rs. 200.00',
    );
  });

  test('a broadband subscriber can filter too', async ({ page }) => {
    await logIn(page, 'fibre@selfcare.lk');
    await page.goto('/ondemand/#MVOD');
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption({ label: 'English' });
    const movies = grid(page, 'Movies');
    await expect(movies.getByRole('link')).toHaveCount(2);
    await expect(movies.getByRole('link', { name: 'Harbour Lights' })).toHaveAccessibleDescription(
      'Rs. 250.00 plus taxes',
    );
    await expect(movies.getByRole('link', { name: 'Jungle Trail' })).toBeVisible();
  });
});
