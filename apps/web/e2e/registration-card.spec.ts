import { expect, test } from '@playwright/test';
import { gatewayPage, gatewayPopup, SUCCESS_CARD } from './purchase-card-support';
import {
  chooseCustomerType,
  confirmEmail,
  expectAccessible,
  logInAsNew,
  NEW_PASSWORD,
  readOtp,
  uniqueEmail,
} from './registration-support';

/**
 * Registering an other-network card user (type 7): the country fixed to Sri Lanka, the OTP sent to
 * +94 and the 9 digits, the package paid in the sandbox card gateway's popup (README test cards).
 */
test('a card user (type 7) registers, pays by card and logs in with the package', async ({ page }) => {
  const email = uniqueEmail('card');
  const nine = `7${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await chooseCustomerType(page, 'Other networks and card users');

  await expect(page).toHaveURL('/personaldetails');
  await expect(page.getByLabel('Country')).toHaveValue('Sri Lanka');
  await page.getByLabel('First Name').fill('Dilani');
  await page.getByLabel('Family Name').fill('Fernando');
  await page.getByLabel('Mobile Number').fill(`0${nine}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter 9 digits starting with 7')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Mobile Number').fill(nine);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL('/verify');
  // The number as typed after the form's +94, spaced for reading.
  const readable = `+94 ${nine.slice(0, 2)} ${nine.slice(2, 5)} ${nine.slice(5)}`;
  await expect(page.getByText(`Enter the verification code we sent by SMS to ${readable}.`)).toBeVisible();
  await page.getByLabel('OTP').fill(await readOtp(page, `+94${nine}`));
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL('/viewpackage');
  const chosen = page.getByRole('button', { name: /chosen$/ });
  await expect(chosen).toBeVisible();
  const packageName = ((await chosen.getAttribute('aria-label')) ?? '').replace(/ chosen$/, '');
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'SUBMIT' }).click();

  await expect(gatewayPopup(page)).toBeVisible();
  const frame = gatewayPage(page);
  await frame.getByLabel('Card number').fill(SUCCESS_CARD);
  await frame.getByLabel('Expiry (MM/YY)').fill('12/39');
  await frame.getByLabel('CVV').fill('123');
  await frame.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/paymentStatus\?transactionId=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(packageName, { exact: true })).toBeVisible();
  // Read from the registration's own answer: the card and reference show before any login.
  await expect(page.getByText('Paid by VISA')).toBeVisible();
  await expect(page.getByText(/^Reference No : \S+$/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'CONTINUE' }).click();

  await expect(page).toHaveURL('/auth');
  await expect(page.getByText('Your Validation Code is')).toBeVisible();
  await confirmEmail(page, email);
  await logInAsNew(page, email);
  await expect(page.getByRole('main')).toContainText(packageName);
});
