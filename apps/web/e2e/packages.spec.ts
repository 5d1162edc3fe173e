import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { logIn } from './support';

const carousel = (page: Page) => page.getByRole('region', { name: 'Packages', exact: true });
const card = (page: Page, name: string) =>
  carousel(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const details = (page: Page) => page.getByRole('region', { name: /Package$/ });

test.describe('packages as a visitor', () => {
  test('shows the pills, the carousel and each package with its includes and quota', async ({ page }) => {
    await page.goto('/packages');
    await expect(page.getByRole('heading', { level: 1, name: 'ALL PACKAGES' })).toBeVisible();
    const pills = page.getByRole('group', { name: 'Package type' });
    await expect(pills.getByRole('button')).toHaveText(['All', 'Subscriptional', 'Transactional']);
    await expect(carousel(page).getByRole('article')).toHaveCount(6);

    await expect(card(page, 'PEOTVGO')).not.toContainText('This Package Includes:');
    await expect(card(page, 'PEO Lite')).toContainText('This Package Includes:');
    await expect(card(page, 'PEO Lite').getByText('10 GB', { exact: true })).toBeVisible();
    await expect(card(page, 'PEO Lite')).toContainText('2 Devices');
    await expect(card(page, 'PEO Lite')).toContainText('Rs. 790.00 plus taxes');
    await expect(card(page, 'PEO Premium')).toContainText('Unlimited Data');
    await expect(card(page, 'PEO Premium')).toContainText('10% OFF');

    await pills.getByRole('button', { name: 'Transactional' }).click();
    await expect(pills.getByRole('button', { name: 'Transactional' })).toHaveAttribute('aria-pressed', 'true');
    await expect(carousel(page).getByRole('article')).toHaveCount(2);
    await expect(page).toHaveURL(/\/packages#0$/);
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText('PEO Weekly Pass Package');
  });

  test('the hash selects the package by index or id, with the set-top-box notice and tax table', async ({ page }) => {
    await page.goto('/packages#2');
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText('PEO Family Package');
    // The carousel shows the chosen package, with its neighbours, once it has measured its width.
    await expect(card(page, 'PEO Family')).toBeInViewport();
    await expect(card(page, 'PEO Lite')).toBeInViewport();
    await expect(details(page)).toContainText('Rs. 9,000 plus taxes');
    await expect(details(page).getByRole('table', { name: 'Tax' })).toContainText('Rs. 1,390.00');

    await card(page, 'PEO Lite').getByRole('link', { name: 'View Package PEO Lite' }).click();
    await expect(page).toHaveURL(/\/packages#1$/);
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText('PEO Lite Package');
    const tax = details(page).getByRole('table', { name: 'Tax' });
    await expect(tax.getByRole('row')).toHaveText([/Item/, /Price\s*Rs. 790.00/, /SSCL/, /VAT/, /Total/]);

    const premiumLink = await card(page, 'PEO Premium').getByRole('link').getAttribute('href');
    expect(premiumLink).toBe('/packages#3');
    const ids = await page.evaluate(async () => {
      const types: { id: string; typeName: string }[] = await (
        await fetch('/api/products/v1/products/product-types')
      ).json();
      const packageType = types.find((type) => type.typeName === 'package');
      const list: { items: { id: string; name: string }[] } = await (
        await fetch(`/api/products/v1/products/all/active/by-type?typeid=${packageType?.id}`)
      ).json();
      return list.items;
    });
    const premium = ids.find((item) => item.name === 'PEO Premium');
    await page.goto(`/packages/#${premium?.id}`);
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText('PEO Premium Package');
  });

  test('on a phone the carousel brings the package the address names into view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/packages#3');
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText('PEO Premium Package');
    await expect(card(page, 'PEO Premium')).toBeInViewport();
    await expect(card(page, 'PEO Weekly Pass')).not.toBeInViewport();
  });

  test('content tabs: channels by category, a VOD grid that loads more on scroll, SVOD', async ({ page }) => {
    // A phone: the first 12 titles end below the screen, so the next page waits for the scroll.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/packages#3');
    const tabs = details(page).getByRole('tablist', { name: 'Package contents' });
    await expect(tabs.getByRole('tab')).toHaveText(['Channels', 'Video on Demand', 'SVOD']);

    const channels = details(page).getByRole('list', { name: 'Channels' });
    const allChannels = await channels.getByRole('listitem').count();
    await details(page).getByLabel('Category').selectOption('Sports');
    await expect.poll(() => channels.getByRole('listitem').count()).toBeLessThan(allChannels);
    await expect(channels.getByRole('link').first()).toHaveAttribute('href', /^\/products\/[0-9a-f-]+\/false$/);
    await details(page).getByLabel('Category').selectOption('ALL');
    await expect(channels.getByRole('listitem')).toHaveCount(allChannels);

    await tabs.getByRole('tab', { name: 'Video on Demand' }).click();
    const vods = details(page).getByRole('list', { name: 'Video on Demand' });
    await expect(vods.getByRole('listitem')).toHaveCount(12);
    await vods.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => vods.getByRole('listitem').count()).toBeGreaterThan(12);
    await expect(vods.getByRole('link').first()).toHaveAttribute('href', /^\/products\/[0-9a-f-]+$/);

    await tabs.getByRole('tab', { name: 'SVOD' }).click();
    await expect(details(page).getByRole('list', { name: 'SVOD' }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/svod\/[0-9a-f-]+$/,
    );
  });

  test('axe finds no violation on the packages page', async ({ page }) => {
    await page.goto('/packages');
    await expect(details(page).getByRole('tablist')).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

test.describe('packages when logged in', () => {
  test('a fixed-line TV subscriber sees the current package, additional devices and no set-top-box notice', async ({
    page,
  }) => {
    await logIn(page, 'tv@selfcare.lk');
    await page.goto('/packages');
    await expect(card(page, 'PEO Family')).toContainText('Current Package');
    await expect(card(page, 'PEO Lite')).not.toContainText('Current Package');
    // The data quota is for visitors; the description's own words may still mention it.
    await expect(card(page, 'PEO Lite').getByText('10 GB', { exact: true })).toHaveCount(0);

    await card(page, 'PEO Family').getByRole('link', { name: 'View Package PEO Family' }).click();
    await expect(details(page).getByRole('heading', { level: 2 })).toHaveText('PEO Family Package');
    await expect(details(page)).toContainText('Devices on your connection: 4');
    await expect(details(page)).not.toContainText('Rs. 9,000 plus taxes');
    await expect(details(page).getByRole('table', { name: 'Tax' })).toHaveCount(0);

    const devices = details(page).getByLabel('Additional Devices');
    await expect(devices.getByRole('option')).toHaveText([
      'None',
      'Additional Screen',
      '2 Additional Screens',
      '3 Additional Screens',
    ]);
    await devices.selectOption({ label: '2 Additional Screens' });
    await expect(details(page)).toContainText('Rs.280.00 plus taxes added monthly');
  });

  test('a prepaid subscriber sees the set-top-box notice and the tax table, without the extra-screen picker', async ({
    page,
  }) => {
    await logIn(page, 'prepaid@selfcare.lk');
    await page.goto('/packages');
    await expect(card(page, 'PEOTVGO')).toContainText('Current Package');
    await expect(card(page, 'PEO Lite')).toContainText('Rs. 790.00');
    await expect(card(page, 'PEO Lite')).not.toContainText('plus taxes');
    await expect(details(page)).toContainText('Rs. 9,000 plus taxes');
    await expect(details(page).getByRole('table', { name: 'Tax' })).toContainText('Total');
    // Its picker would only price extra screens, and prepaid hides that price: it is not offered.
    await expect(details(page).getByLabel('Additional Devices')).toHaveCount(0);
    await expect(details(page)).not.toContainText('added monthly');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
