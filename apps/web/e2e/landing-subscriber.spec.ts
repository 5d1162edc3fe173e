import { expect, type Page, test } from '@playwright/test';
import { logIn } from './support';

async function switchConnection(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Connection' }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

/** The termination date the api holds for the selected connection, as DD/MM/YYYY. */
async function pendingTerminationDate(page: Page): Promise<string> {
  const iso = await page.evaluate(async () => {
    const response = await fetch(`/api/users/v1/connection/details/${localStorage.getItem('conID')}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('jwt')}` },
    });
    return ((await response.json()) as { pendingTerminationDate: string }).pendingTerminationDate;
  });
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

test.describe('landing page for subscribers', () => {
  test('a fixed-line TV subscriber sees My Package, then the data-bundle panel on the broadband connection', async ({
    page,
  }) => {
    await logIn(page, 'tv@selfcare.lk');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Home TV' })).toBeVisible();
    const myPackage = main.getByRole('region', { name: 'My Package' });
    await expect(myPackage).toContainText('PEO Family');
    await expect(myPackage).toContainText('Rs. 1,390.00 plus taxes');
    await expect(myPackage).toContainText('3 Devices');
    await expect(myPackage.getByRole('link', { name: 'Add Devices' })).toHaveAttribute('href', '/screens');
    await expect(main.getByRole('complementary', { name: 'Data Bundle' })).toHaveCount(0);
    await expect(main.getByRole('region', { name: 'Featured Packages' }).getByRole('group')).toHaveCount(1);
    // PEO Family's own banner, which visitors never see.
    await expect(main.getByRole('img', { name: 'Cricket Fever: every ball of the season' })).toBeAttached();

    await switchConnection(page, 'Office Broadband');
    await expect(main.getByRole('heading', { level: 1, name: 'Office Broadband' })).toBeVisible();
    await expect(myPackage).toContainText('PEO Premium');
    // What the connection is billed for it: a discount offered today does not change a package held.
    await expect(myPackage).toContainText('Rs. 2,290.00 plus taxes');
    await expect(myPackage).not.toContainText('2,061.00');
    const dataBundle = main.getByRole('complementary', { name: 'Data Bundle' });
    await expect(dataBundle).toContainText('PEO Premium Unlimited Data');
    await expect(dataBundle).toContainText('Unlimited Data');
    await dataBundle.getByRole('link', { name: 'All Data Bundles' }).click();
    await expect(page).toHaveURL('/databundles');
  });

  test('the package held reads the same amount on the landing, in MY CONTENT and on /packages', async ({ page }) => {
    await logIn(page, 'tv@selfcare.lk');
    await switchConnection(page, 'Office Broadband');
    const billed = 'Rs. 2,290.00 plus taxes';
    await expect(page.getByRole('main').getByRole('region', { name: 'My Package' })).toContainText(billed);
    await page.goto('/profile');
    await expect(page.getByRole('region', { name: 'Current Package' })).toContainText(billed);
    await page.goto('/packages');
    const premium = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'PEO Premium', exact: true }) });
    await expect(premium).toContainText('Current Package');
    await expect(premium).toContainText('Rs. 2,290.00');
    await expect(premium).not.toContainText('OFF');
  });

  test('the fibre subscriber sees the data-bundle panel with the GB of the package', async ({ page }) => {
    await logIn(page, 'fibre@selfcare.lk');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'My Package' })).toContainText('PEO Lite');
    await expect(main.getByRole('complementary', { name: 'Data Bundle' })).toContainText('10 GB');
  });

  test('mobile-billed and prepaid subscribers see prices the way they pay', async ({ page }) => {
    await logIn(page, 'mobitel@selfcare.lk');
    await expect(page.getByRole('region', { name: 'My Package' })).toContainText('Rs. 499.00 +tax');
    await page.getByRole('button', { name: 'Logout' }).click();
    await logIn(page, 'prepaid@selfcare.lk');
    const myPackage = page.getByRole('region', { name: 'My Package' });
    await expect(myPackage).toContainText('PEOTVGO');
    // A card payer sees what each period is charged: Rs. 499.00 with SSCL and VAT.
    await expect(myPackage.getByText('Rs. 603.91', { exact: true })).toBeVisible();
    await expect(myPackage).toContainText('Monthly subscription, taxes included');
  });

  test('a connection pending termination shows the termination banner with its date and no landing data', async ({
    page,
  }) => {
    await logIn(page, 'leaving@selfcare.lk');
    const date = await pendingTerminationDate(page);
    const main = page.getByRole('main');
    await expect(
      main.getByText(`Your connection has been unsubscribed. Account will be terminated on ${date}`),
    ).toBeVisible();
    await expect(main.getByRole('region', { name: 'My Package' })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: 'Featured Channels' })).toHaveCount(0);
  });

  test('an unsubscribed connection shows the banner without a date', async ({ page }) => {
    await logIn(page, 'former@selfcare.lk');
    await expect(
      page.getByRole('main').getByText('Your connection has been unsubscribed.', { exact: true }),
    ).toBeVisible();
  });

  test('a suspended prepaid connection shows the suspended screen and no landing data', async ({ page }) => {
    await logIn(page, 'suspended@selfcare.lk');
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'Connection suspended' })).toContainText(
      'the card payment for your package renewal was unsuccessful',
    );
    await expect(main.getByRole('button', { name: 'RE-ACTIVATE' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Featured Channels' })).toHaveCount(0);
  });
});
