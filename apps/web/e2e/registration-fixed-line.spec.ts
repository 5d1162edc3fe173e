import { expect, test } from '@playwright/test';
import {
  chooseCustomerType,
  confirmEmail,
  expectAccessible,
  logInAsNew,
  NEW_PASSWORD,
  uniqueEmail,
  uniqueMobile,
  verifyWithOtp,
} from './registration-support';

/**
 * Registering fixed-line customers (types 1-5) from the first screen to a login: the seeded fixed-line
 * records that no demo subscriber holds (apps/api/src/db/seed/onboarding.ts), the OTP from the sandbox
 * outbox, the Confirm Account page charging the package to the bill, and the e-mailed confirmation link.
 */

async function fillDetails(page: import('@playwright/test').Page, mobile: string, email: string) {
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
}

async function confirmAccount(page: import('@playwright/test').Page): Promise<string> {
  await expect(page).toHaveURL('/subscribe');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm Account' })).toBeVisible();
  const select = page.getByLabel('Package');
  await expect(select.locator('option').nth(1)).toBeAttached();
  const label = (await select.locator('option').nth(1).textContent()) ?? '';
  expect(label).toMatch(/ - Rs\. [\d,]+\.\d\d \+ Taxes$/);
  await select.selectOption({ index: 1 });
  await expect(page.getByText(/^\d+ Channels?$|^No subscribed channels$/).first()).toBeVisible();
  // The server's price of the order, taxes on top as the bill adds them.
  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order.getByText(/^Total: Rs\. [\d,]+\.\d\d plus taxes$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expectAccessible(page);
  await page.getByLabel('I agree to the above terms & conditions').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  return label.replace(/ - Rs\..*$/, '');
}

async function expectAccountCreated(page: import('@playwright/test').Page, email: string) {
  await expect(page).toHaveURL('/auth');
  await expect(page.getByText('Your Validation Code is')).toBeVisible();
  await expect(page.getByText(/^[A-Z0-9]{4,12}$/)).toBeVisible();
  await expect(page.getByText(`Please verify the link we emailed to ${email}, then log in.`)).toBeVisible();
  await expect(
    page.getByText('Your parental PIN has been sent to your mobile by SMS.', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);
}

test('an existing TV customer (type 1) registers, confirms the e-mail and logs in with the package', async ({
  page,
}) => {
  const email = uniqueEmail('tv');
  const mobile = uniqueMobile();
  await chooseCustomerType(page, 'Existing PEOTV customers');

  await expect(page).toHaveURL('/account-login');
  await expect(page.getByText('You can find your account number on your monthly bill.')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Telephone Number is required')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Telephone Number').fill('0112555123');
  await page.getByLabel('Account Number').fill('0012555123');
  await page.getByRole('button', { name: 'Proceed' }).click();

  await expect(page).toHaveURL('/personaldetails');
  await expect(page.getByLabel('Address')).toHaveValue('77 Galle Road, Dehiwala');
  await expect(page.getByLabel('Base package')).toHaveValue('PEO Lite');
  await expectAccessible(page);
  await fillDetails(page, mobile, email);

  await verifyWithOtp(page, mobile);
  const packageName = await confirmAccount(page);
  await expectAccountCreated(page, email);

  await confirmEmail(page, email);
  await logInAsNew(page, email);
  await expect(page.getByRole('main')).toContainText(packageName);
});

test('a fibre customer (type 4) registers through the fixed-line screen and logs in', async ({ page }) => {
  const email = uniqueEmail('fibre');
  const mobile = uniqueMobile();
  await chooseCustomerType(page, 'SLT home broadband / voice customers', 'Fibre');

  await expect(page).toHaveURL('/account-login');
  await page.getByLabel('Telephone Number').fill('0212223456');
  await page.getByLabel('Account Number').fill('0021222345');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Invalid telephone number')).toBeVisible();
  await page.getByLabel('Telephone Number').fill('212223456');
  await page.getByRole('button', { name: 'Proceed' }).click();

  await expect(page).toHaveURL('/personaldetails');
  await expect(page.getByLabel('Access Medium')).toHaveValue('Fibre');
  await fillDetails(page, mobile, email);
  await verifyWithOtp(page, mobile);
  const packageName = await confirmAccount(page);
  await expectAccountCreated(page, email);
  await confirmEmail(page, email);
  await logInAsNew(page, email);
  await expect(page.getByRole('main')).toContainText(packageName);
});

test('a line that is already registered is sent to the login page', async ({ page }) => {
  await chooseCustomerType(page, 'Existing PEOTV customers');
  await page.getByLabel('Telephone Number').fill('0112345678');
  await page.getByLabel('Account Number').fill('0012345678');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('alert')).toHaveText('You have already registerd. Redirecting to login page ...');
  await expect(page).toHaveURL('/login');
});

test('an e-mail address already in use leads to the already-registered notice', async ({ page }) => {
  await chooseCustomerType(page, 'SLT home broadband / voice customers', 'Voice');
  await page.getByLabel('Telephone Number').fill('342223344');
  await page.getByLabel('Account Number').fill('0034222334');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL('/personaldetails');
  await fillDetails(page, uniqueMobile(), 'tv@selfcare.lk');
  await expect(page).toHaveURL('/customer/already_registered');
  await expect(
    page.getByText('Email is already used in another subscribed account. Please proceed with a new email.'),
  ).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('link', { name: 'Login' }).last()).toHaveAttribute('href', '/login');
});

test('the terms of use hide the login button', async ({ page }) => {
  await page.goto('/termsandconditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await expect(page.getByText('Effective from 1 April 2019')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a line with no record leads to the details form for non-provider users', async ({ page }) => {
  await chooseCustomerType(page, 'SLT home broadband / voice customers', '4G LTE');
  await page.getByLabel('Telephone Number').fill('252299999');
  await page.getByLabel('Account Number').fill('0025229999');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('link', { name: 'Your Details' }).click();

  await expect(page).toHaveURL('/furtherdetails?sltNumber=252299999');
  await expect(page.getByLabel('Telephone Number')).toHaveValue('252299999');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('District is required')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('District').selectOption({ label: 'Colombo' });
  await page.getByLabel('Name').fill('Nadeesha Perera');
  await page.getByLabel('Mobile').fill('0771234565');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your details have been saved.' })).toBeVisible();
});
