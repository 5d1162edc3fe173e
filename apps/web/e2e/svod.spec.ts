import { expect, type Page, test } from '@playwright/test';
import { logIn } from './support';

const SVODS = ['PEO Originals Plus', 'Kids Zone', 'Cricket Classics', 'Helawood Premium', 'Tele Drama Club'];

function allSvods(page: Page) {
  return page.getByRole('list', { name: 'ALL SVODs' });
}

async function openSvod(page: Page, name: string) {
  await page.goto('/svod');
  await allSvods(page).getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/svod\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('SVOD as a visitor', () => {
  test("'ALL SVODs' lists every subscription video", async ({ page }) => {
    await page.goto('/svod');
    await expect(page.getByRole('heading', { level: 1, name: 'ALL SVODs' })).toBeVisible();
    await expect(allSvods(page).getByRole('link')).toHaveText(SVODS);
    await expect(page.getByRole('main')).not.toContainText('Rs.');
  });

  test("an SVOD shows 'Content this month', its videos and a video page", async ({ page }) => {
    await openSvod(page, 'PEO Originals Plus');
    const svodUrl = page.url();
    await expect(page.getByText('New episodes of PEO original series every week')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Content this month' })).toBeVisible();
    const content = page.getByRole('list', { name: 'Content this month' });
    await expect(content.getByRole('link')).toHaveCount(4);

    await content.getByRole('link', { name: 'Colombo Diaries S2 E3: Power Cut' }).click();
    await expect(page).toHaveURL(`${svodUrl}/vods`);
    await expect(page.getByRole('heading', { level: 1, name: 'Videos of PEO Originals Plus' })).toBeVisible();

    await page.getByRole('link', { name: 'Colombo Diaries S2 E3: Power Cut' }).click();
    await expect(page).toHaveURL(new RegExp(`${svodUrl}/vod\\?vodId=[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Colombo Diaries S2 E3: Power Cut' })).toBeVisible();
    await expect(page.getByText('A blackout brings out secrets.')).toBeVisible();

    await page.getByRole('link', { name: 'All videos' }).click();
    await expect(page).toHaveURL(`${svodUrl}/vods`);
    await page.getByRole('link', { name: 'Back to PEO Originals Plus' }).click();
    await expect(page).toHaveURL(svodUrl);
  });

  test('inactive child videos are left out', async ({ page }) => {
    await openSvod(page, 'Cricket Classics');
    const content = page.getByRole('list', { name: 'Content this month' });
    await expect(content.getByRole('link')).toHaveCount(3);
    await expect(content.getByRole('link', { name: 'Spin Masterclass' })).toHaveCount(0);
  });
});

test.describe('SVOD for subscribers', () => {
  test('a broadband subscriber sees the SVOD they hold as subscribed, a bundled one free, others priced', async ({
    page,
  }) => {
    await logIn(page, 'fibre@selfcare.lk');
    await page.goto('/svod');
    await expect(allSvods(page).getByRole('link', { name: 'Kids Zone' })).toHaveAccessibleDescription('Subscribed');
    await expect(allSvods(page).getByRole('link', { name: 'Helawood Premium' })).toHaveAccessibleDescription('Free');
    await expect(allSvods(page).getByRole('link', { name: 'PEO Originals Plus' })).toHaveAccessibleDescription(
      'Rs. 350.00 plus taxes',
    );

    await allSvods(page).getByRole('link', { name: 'Kids Zone' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kids Zone' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Subscribed', { exact: true })).toBeVisible();
    const price = page.getByRole('region', { name: 'Price' });
    await expect(price).toContainText('Rs. 290.00 plus taxes');
    await expect(price).toContainText('Monthly subscription');

    await page.getByRole('list', { name: 'Content this month' }).getByRole('link', { name: 'Little Chefs' }).click();
    await page.getByRole('link', { name: 'Little Chefs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Little Chefs' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Subscribed', { exact: true })).toBeVisible();
  });

  test('a bundled SVOD page has the Free tag and no price', async ({ page }) => {
    await logIn(page, 'fibre@selfcare.lk');
    await openSvod(page, 'Helawood Premium');
    await expect(page.getByRole('main').getByText('Free', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Price' })).toHaveCount(0);
  });

  test('a prepaid subscriber sees card prices', async ({ page }) => {
    await logIn(page, 'prepaid@selfcare.lk');
    await openSvod(page, 'PEO Originals Plus');
    await expect(page.getByRole('region', { name: 'Price' })).toContainText(/Rs\. 350\.00(?! plus taxes| \+tax)/);
    await page.goto('/svod');
    await expect(allSvods(page).getByRole('link', { name: 'Helawood Premium' })).toHaveAccessibleDescription(
      'Subscribed',
    );
  });

  test('a mobile-operator subscriber sees prices +tax', async ({ page }) => {
    await logIn(page, 'mobitel@selfcare.lk');
    await openSvod(page, 'Tele Drama Club');
    await expect(page.getByRole('region', { name: 'Price' })).toContainText('Rs. 290.00 +tax');
  });
});
