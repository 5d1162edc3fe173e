import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../web/e2e/a11y-support';
import { signIn } from './console-support';

const sections = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });

async function openSection(page: Page, link: string, heading: string) {
  await sections(page).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expectNoAxeViolations(page, heading);
}

/** Opens a dialog with `button`, scans it, and closes it with Escape (focus goes back to the button). */
async function scanDialog(page: Page, button: string | RegExp, title: string | RegExp) {
  const opener = page.getByRole('button', { name: button }).first();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, `${title} dialog`, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test('every console page and dialog an administrator opens passes axe, and dialogs close by keyboard', async ({
  page,
}) => {
  // A tour of every section with fourteen axe scans: on a shared 2-core machine it outgrew one minute.
  test.slow();
  await signIn(page, 'admin@selfcare.lk');

  await openSection(page, 'Products', 'Products');
  await page.getByLabel('Type').selectOption('channel');
  await page.getByLabel('Name contains').fill('HBO');
  await page.getByRole('table', { name: 'Products' }).getByRole('link', { name: 'HBO', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Edit / })).toBeVisible();
  await expectNoAxeViolations(page, 'product editor');
  await scanDialog(page, 'Add a purchase option', 'Add a purchase option');
  await scanDialog(page, 'Change price', /^Change price of /);
  await scanDialog(page, 'Add a discount', 'Add a discount');

  await openSection(page, 'Banners', 'Banners');
  await scanDialog(page, 'Add a banner', 'Add a banner');
  await scanDialog(page, 'Edit', /^Edit banner /);

  await openSection(page, 'Voucher campaigns', 'Voucher campaigns');
  await scanDialog(page, 'New campaign', 'New campaign');

  await openSection(page, 'Gift vouchers', 'Gift vouchers');
  await scanDialog(page, 'New gift voucher', 'New gift voucher');
  await scanDialog(page, 'Edit', /^Edit /);

  await openSection(page, 'Tax table', 'Tax table');
  await scanDialog(page, 'Add a rate', 'Add a rate');
  await scanDialog(page, /^End /, /^End /);

  await openSection(page, 'Reports', 'Reports');
  await openSection(page, 'Customer care', 'Customer care');
  await page.getByLabel(/^E-mail, mobile, telephone/).fill('tv@selfcare.lk');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('link', { name: 'Open tv@selfcare.lk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'tv@selfcare.lk' })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expectNoAxeViolations(page, 'subscriber page');
  await scanDialog(page, 'Sign out of every session', 'Sign out of every session');
  await scanDialog(page, /^Reset the parental PIN of /, /^Reset the parental PIN of /);

  await openSection(page, 'Staff', 'Staff');
  await openSection(page, 'Audit', 'Audit');
});

test('the skip link leads past the sections, and a read-only member is offered no change', async ({ page }) => {
  await signIn(page, 'readonly@selfcare.lk');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);

  await sections(page).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New product' })).toHaveCount(0);
  await sections(page).getByRole('link', { name: 'Tax table' }).click();
  await expect(page.getByRole('table', { name: 'Tax table' }).getByRole('row')).not.toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Add a rate' })).toHaveCount(0);
  await expect(sections(page).getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'tax table, read-only');
});
