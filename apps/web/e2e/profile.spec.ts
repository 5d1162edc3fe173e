import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from './support';

async function openProfile(page: Page, email: string) {
  await logIn(page, email);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Connection Info' })).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

/** A YYYY-MM-DD date `days` before today in Sri Lanka, as the date inputs take it. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Colombo' });
}

test.describe('profile', () => {
  test('a fixed-line TV subscriber sees every tab against the seed, with axe clean on each', async ({ page }) => {
    await openProfile(page, 'tv@selfcare.lk');
    const info = page.getByRole('region', { name: 'Connection Info' });
    for (const text of ['0012345678', '0112345678', '0772345678', 'SLT PEOTVGO'])
      await expect(info).toContainText(text);
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
    // Fixed-line TV pays on the bill and is 'SLT PEOTVGO': no MY PAYMENTS, no MY VOUCHERS.
    await expect(page.getByRole('tab', { name: 'MY PAYMENTS' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'MY VOUCHERS' })).toHaveCount(0);

    const current = page.getByRole('region', { name: 'Current Package' });
    await expect(current).toContainText('PEO Family');
    await expect(current.getByRole('link', { name: 'Upgrade package' })).toHaveAttribute('href', '/packages');
    const hbo = page.getByRole('region', { name: 'Additional Channels' }).getByRole('link', { name: 'HBO' });
    await expect(hbo).toHaveAttribute('href', /^\/products\/.+\/false$/);
    await expect(hbo).toHaveAccessibleDescription(/^Subscribed/);
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'MY DEVICES' }).click();
    await expect(page.getByRole('heading', { name: 'Living Room TV' })).toBeVisible();
    await expect(page.getByText('Samsung Smart TV')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'MY PROFILES' }).click();
    const nimal = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Nimal' }) });
    await expect(nimal).toContainText('Primary');
    await expect(nimal.getByRole('button', { name: /Remove/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'MY PURCHASES' }).click();
    await expect(page.getByLabel('End date')).toHaveAttribute('max', daysAgo(0));
    await expectNoAxeViolations(page);
  });

  test('a suspended connection shows its content on hold with the way to re-activate, and no ways to buy', async ({
    page,
  }) => {
    await openProfile(page, 'suspended@selfcare.lk');
    const notice = page.getByRole('region', { name: 'Connection suspended' });
    await expect(notice.getByRole('link', { name: 'Re-activate the connection' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('region', { name: 'Current Package' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade package' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add devices' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('every tab reflows at 320 px without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openProfile(page, 'prepaid@selfcare.lk');
    for (const tab of ['MY CONTENT', 'MY DEVICES', 'MY PROFILES', 'MY PAYMENTS', 'MY VOUCHERS', 'MY PURCHASES']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${tab} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });

  for (const { title, email, connection, telephone, device, primaryProfile, unsubscribe } of [
    {
      title: 'fixed-line broadband (type 3)',
      email: 'tv@selfcare.lk',
      connection: 'Office Broadband',
      telephone: '0112987654',
      device: 'Office Laptop',
      primaryProfile: 'Office',
      unsubscribe: true,
    },
    {
      title: 'fixed-line pending termination (type 2)',
      email: 'leaving@selfcare.lk',
      connection: null,
      telephone: '0812234567',
      device: 'Home TV',
      primaryProfile: 'Chamari',
      unsubscribe: false,
    },
    {
      title: 'fixed-line unsubscribed (type 5)',
      email: 'former@selfcare.lk',
      connection: null,
      telephone: '0912234567',
      device: null,
      primaryProfile: 'Ajith',
      unsubscribe: false,
    },
  ]) {
    test(`${title}: every tab against the seed, with axe clean on each`, async ({ page }) => {
      await openProfile(page, email);
      if (connection) {
        await page.getByRole('combobox', { name: 'Connection' }).click();
        await page.getByRole('option', { name: new RegExp(connection) }).click();
      }
      const info = page.getByRole('region', { name: 'Connection Info' });
      await expect(info).toContainText(telephone);
      await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(unsubscribe ? 1 : 0);
      await expect(page.getByRole('region', { name: 'Current Package' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('tab', { name: 'MY DEVICES' }).click();
      if (device) await expect(page.getByRole('heading', { name: device })).toBeVisible();
      else await expect(page.getByText('Currently, there are no devices connected.')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('tab', { name: 'MY PROFILES' }).click();
      const primary = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: primaryProfile }) });
      await expect(primary).toContainText('Primary');
      await expectNoAxeViolations(page);

      await page.getByRole('tab', { name: 'MY PURCHASES' }).click();
      await expect(page.getByLabel('End date')).toHaveAttribute('max', daysAgo(0));
      await expectNoAxeViolations(page);
    });
  }

  test('removes a device and a non-default profile', async ({ page }) => {
    await openProfile(page, 'fibre@selfcare.lk');
    await page.getByRole('tab', { name: 'MY DEVICES' }).click();
    await page.getByRole('button', { name: 'Remove Kitchen Tablet' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('dialog')).toContainText('The device has been removed.');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { name: 'Kitchen Tablet' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Family TV' })).toBeVisible();

    await page.getByRole('tab', { name: 'MY PROFILES' }).click();
    await page.getByRole('button', { name: 'Remove Little Ones' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('dialog')).toContainText('The profile has been removed.');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { name: 'Little Ones' })).toHaveCount(0);
    await page.reload();
    await page.getByRole('tab', { name: 'MY PROFILES' }).click();
    await expect(page.getByRole('heading', { name: 'Sahan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Little Ones' })).toHaveCount(0);
  });

  test('the PEOTVGO service type has no UPGRADE; broadband shows its data bundle', async ({ page }) => {
    await openProfile(page, 'fibre@selfcare.lk');
    await expect(page.getByRole('region', { name: 'Current Package' })).toContainText('PEO Lite');
    await expect(page.getByRole('link', { name: 'Upgrade package' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Data Bundle' })).toContainText('10 GB');
    await expect(page.getByRole('link', { name: 'Upgrade data bundle' })).toHaveAttribute('href', '/databundles');
  });

  test('filters purchases by date', async ({ page }) => {
    await openProfile(page, 'tv@selfcare.lk');
    await page.getByRole('tab', { name: 'MY PURCHASES' }).click();
    await page.getByLabel('End date').fill('');
    await expect(page.getByText('Please select an end date')).toBeVisible();
    // PEO Lite was bought 135 days before seeding, HBO 40 days before.
    await page.getByLabel('End date').fill(daysAgo(125));
    await page.getByLabel('Start date').fill(daysAgo(145));
    const table = page.getByRole('table', { name: 'Purchases' });
    await expect(table).toContainText('PEO Lite');
    await expect(table).not.toContainText('HBO');
    await page.getByLabel('End date').fill(daysAgo(0));
    await expect(table).toContainText('HBO');
  });

  test('prepaid sees MY PAYMENTS with the card columns and MY VOUCHERS', async ({ page }) => {
    await openProfile(page, 'prepaid@selfcare.lk');
    await page.getByRole('tab', { name: 'MY PAYMENTS' }).click();
    const payments = page.getByRole('table', { name: 'Payments' });
    await expect(payments.getByRole('columnheader', { name: 'Card Details' })).toBeVisible();
    await expect(payments).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expectNoAxeViolations(page);

    // A successful payment's receipt downloads as a PDF named after its reference number.
    const receiptLink = payments.getByRole('link', { name: /^Download receipt: / }).first();
    const [download] = await Promise.all([page.waitForEvent('download'), receiptLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^receipt-[A-Z0-9]+\.pdf$/);
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('tab', { name: 'MY VOUCHERS' }).click();
    await expect(page.getByRole('tabpanel', { name: 'MY VOUCHERS' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('mobile-operator sees MY PAYMENTS with the operator columns', async ({ page }) => {
    await openProfile(page, 'mobitel@selfcare.lk');
    await page.getByRole('tab', { name: 'MY PAYMENTS' }).click();
    const payments = page.getByRole('table', { name: 'Payments' });
    await expect(payments.getByRole('columnheader', { name: 'Price Excluding Tax' })).toBeVisible();
    await expect(payments.getByRole('columnheader', { name: 'Card Details' })).toHaveCount(0);
  });

  test('changes the parental PIN with the account password', async ({ page }) => {
    await openProfile(page, 'mobitel@selfcare.lk');
    await page.getByRole('button', { name: 'Change Parental PIN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Parental PIN' });
    await dialog.getByLabel('Account Password').fill('wrong-password');
    await dialog.getByLabel('New PIN').fill('4321');
    await dialog.getByRole('button', { name: 'Change' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The password is incorrect.');
    await dialog.getByLabel('Account Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Change' }).click();
    await expect(dialog).toContainText('Your parental PIN has been changed.');
    await expectNoAxeViolations(page);

    // Later specs buy as this subscriber with the demo PIN: put it back, which is a change like any other.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Change Parental PIN' }).click();
    await dialog.getByLabel('Account Password').fill(DEMO_PASSWORD);
    await dialog.getByLabel('New PIN').fill('1234');
    await dialog.getByRole('button', { name: 'Change' }).click();
    await expect(dialog).toContainText('Your parental PIN has been changed.');
  });
});
