import { expect, test } from '@playwright/test';
import { choosePackage, signUpMobitel } from './registration-operator-support';
import {
  chooseCustomerType,
  confirmEmail,
  expectAccessible,
  logInAsNew,
  NEW_PASSWORD,
  uniqueEmail,
  uniqueMobile,
} from './registration-support';

/**
 * Registering a mobile-operator customer (type 6): no OTP, the package chosen on /viewpackage, paid
 * through the sandbox operator after its consent page (README "Operator billing": a number ending in 5
 * succeeds).
 */

test('a mobile-operator customer (type 6) registers, approves the consent, pays and logs in', async ({ page }) => {
  const email = uniqueEmail('mobitel');
  const mobile = uniqueMobile('5');
  await signUpMobitel(page, mobile, email);
  const packageName = await choosePackage(page);

  await expect(page).toHaveURL(/\/sandbox\/operator\/consent/);
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/paymentStatus\?bridgeID=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(packageName, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Rs\. [\d,]+\.\d\d \+tax$/)).toBeVisible();
  await expect(page.getByText(`Paid through your Mobitel connection ${mobile}`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'CONTINUE' }).click();

  await expect(page).toHaveURL('/auth');
  await expect(page.getByText('Your Validation Code is')).toBeVisible();
  await confirmEmail(page, email);
  await logInAsNew(page, email);
  await expect(page.getByRole('main')).toContainText(packageName);
});

test('a denied consent reads "Consent not granted" and offers to go back', async ({ page }) => {
  await signUpMobitel(page, uniqueMobile('6'), uniqueEmail('denied'));
  await choosePackage(page);
  await expect(page).toHaveURL(/\/sandbox\/operator\/consent/);
  await page.getByRole('button', { name: 'Deny' }).click();

  await expect(page).toHaveURL(/\/paymentStatus/);
  await expect(page.getByRole('heading', { name: 'Payment Unsuccessful' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Consent not granted');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'GO BACK' }).click();
  await expect(page).toHaveURL('/viewpackage');
});

test('a number already registered reads as a duplicate mobitel number', async ({ page }) => {
  const mobile = uniqueMobile('7');
  await signUpMobitel(page, mobile, uniqueEmail('first'));
  await choosePackage(page);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 30_000 });

  await chooseCustomerType(page, 'Mobitel customers');
  await page.getByLabel('Name').fill('Someone Else');
  await page.getByLabel('Mobile Connection').fill(mobile);
  await page.getByLabel('Contact Number (Mobile)').fill(mobile);
  await page.getByLabel('Email').fill(uniqueEmail('second'));
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Duplicate mobitel number: this number is already subscribed. Please try another option.',
  );
  await page.getByRole('link', { name: 'Try another option' }).click();
  await expect(page).toHaveURL('/customer/selection?t=1');
});
