import { expect, type Page } from '@playwright/test';
import { chooseCustomerType, expectAccessible, NEW_PASSWORD } from './registration-support';

/** The first steps of a mobile-operator customer's (type 6) registration, up to the package choice. */
export async function signUpMobitel(page: Page, mobile: string, email: string) {
  await chooseCustomerType(page, 'Mobitel customers');
  await expect(page).toHaveURL('/personaldetails');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Name is Required')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Name').fill('Ruwan Perera');
  await page.getByLabel('Mobile Connection').fill(mobile);
  await page.getByLabel('Contact Number (Mobile)').fill(mobile);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/viewpackage');
}

/**
 * Chooses the first package of the carousel (none is chosen before), agrees to the terms and submits;
 * answers its name.
 */
export async function choosePackage(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a Package' })).toBeVisible();
  await expect(page.getByRole('button', { name: /chosen$/ })).toHaveCount(0);
  const choose = page
    .getByRole('region', { name: 'Packages' })
    .getByRole('button', { name: /^Choose / })
    .first();
  const name = ((await choose.getAttribute('aria-label')) ?? '').replace(/^Choose /, '');
  await choose.click();
  await expect(page.getByRole('button', { name: `${name} chosen` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This Package Includes' })).toBeVisible();
  const order = page.getByRole('region', { name: 'Your order' });
  // The operator adds taxes on top: the order's total reads 'Rs. x +tax', without a card's tax table.
  await expect(order.getByText(/^Total: Rs\. [\d,]+\.\d\d \+tax$/)).toBeVisible();
  await expect(order.getByRole('table')).toHaveCount(0);
  const submit = order.getByRole('button', { name: 'SUBMIT' });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription('Tick the terms to continue');
  await expectAccessible(page);
  await order.getByRole('checkbox', { name: /I agree to the/ }).check();
  await submit.click();
  return name;
}
