import { expect, test } from '@playwright/test';
import { expectAccessible, uniqueMobile, verifyWithOtp } from './registration-support';
import { logIn } from './support';

/**
 * A logged-in subscriber adds a connection with 'Add Account': the same flow with the session instead of
 * e-mail and passwords, ending on '/' with the new connection in the selector.
 */
test('a logged-in subscriber adds an ADSL line from Add Account', async ({ page }) => {
  const mobile = uniqueMobile();
  await logIn(page, 'fibre@selfcare.lk');
  await page.getByRole('combobox', { name: 'Connection' }).click();
  await page.getByRole('option', { name: 'Add Account' }).click();

  await expect(page).toHaveURL('/customer/selection?t=1');
  await expect(page.getByText('You are adding a connection to your account.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'SLT home broadband / voice customers' }).check();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('radio', { name: 'ADSL' }).check();
  await page.getByRole('button', { name: 'Proceed' }).click();

  await expect(page).toHaveURL('/account-login');
  await expect(page.getByLabel('Telephone Number')).toHaveAccessibleDescription('Dialling prefix +94');
  await page.getByLabel('Telephone Number').fill('472211223');
  await page.getByLabel('Account Number').fill('0047221122');
  await page.getByRole('button', { name: 'Proceed' }).click();

  await expect(page).toHaveURL('/personaldetails');
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await expect(page.getByLabel('Access Medium')).toHaveValue('ADSL');
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Submit' }).click();

  await verifyWithOtp(page, mobile);
  await expect(page).toHaveURL('/subscribe');
  await page.getByLabel('Package').selectOption({ index: 1 });
  await page.getByLabel('I agree to the above terms & conditions').check();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/auth\?connectionId=[0-9a-f-]{36}$/);
  await expect(page.getByText('Your Validation Code is')).toBeVisible();
  const code = (await page.getByText(/^[0-9A-F]{10}$/).textContent()) ?? '';
  await expectAccessible(page);
  // A reload reads the code again from the server: the registration in this tab is finished and gone.
  await page.reload();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Access Selfcare' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('combobox', { name: 'Connection' }).click();
  // Named after the account holder (the form has no name for a fixed line), not the number twice.
  await expect(page.getByRole('option', { name: 'Kamala Silva - 0472211223' })).toBeVisible();
});
