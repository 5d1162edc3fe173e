import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, ensureEmailConfirmed, logIn } from './support';

// No other spec relies on the guest login's password (account-access.spec.ts resets it and puts it back),
// so changing it cannot break them. Its address is not confirmed in the demo data (decision 0032).
test('changing the password logs out, and only the new password logs in', async ({ page }) => {
  const newPassword = 'Changed#2026';
  await ensureEmailConfirmed(page.request, 'guest@selfcare.lk');
  await logIn(page, 'guest@selfcare.lk');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });

  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(dialog.getByText('Current Password is Required')).toBeVisible();
  await expect(dialog.getByText('New Password is Required')).toBeVisible();
  await expect(dialog.getByText('Confirm Password is Required')).toBeVisible();

  await dialog.getByLabel('Current Password').fill(DEMO_PASSWORD);
  await dialog.getByLabel('New Password').fill('short');
  await dialog.getByLabel('Confirm Password').fill('different1');
  await dialog.getByRole('button', { name: 'Change' }).click();
  await expect(dialog.getByText('Password should be at least 8 character long.')).toBeVisible();
  await expect(dialog.getByText('Does not match password')).toBeVisible();

  await dialog.getByLabel('Current Password').fill('not-my-password');
  await dialog.getByLabel('New Password').fill(newPassword);
  await dialog.getByLabel('Confirm Password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Change' }).click();
  const failure = page.getByRole('dialog', { name: 'Error!' });
  await expect(failure).toContainText('Current password is missed match.');
  await failure.getByRole('button', { name: 'OK' }).click();

  await page.getByRole('button', { name: 'Change Password' }).click();
  await dialog.getByLabel('Current Password').fill(DEMO_PASSWORD);
  await dialog.getByLabel('New Password').fill(newPassword);
  await dialog.getByLabel('Confirm Password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Change' }).click();
  const success = page.getByRole('dialog', { name: 'Success!' });
  await expect(success).toContainText('Your password has been changed');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/login');

  await page.getByLabel('Email').fill('guest@selfcare.lk');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');

  await logIn(page, 'guest@selfcare.lk', newPassword);
});
