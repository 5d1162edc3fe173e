import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../web/e2e/a11y-support';
import { freshCode, STAFF_PASSWORD, signIn, signOut } from './console-support';

test('an administrator adds a catalogue manager, who enrols two-step sign-in and signs in', async ({ page }) => {
  await page.goto('/console/login');
  await expectNoAxeViolations(page, 'console sign-in');
  await signIn(page, 'admin@selfcare.lk');
  await expectNoAxeViolations(page, 'console home');

  await page.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expectNoAxeViolations(page, 'staff');
  await page.getByRole('button', { name: 'Add a staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a staff member' });
  await expectNoAxeViolations(page, 'add staff dialog', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Enter your email address.').or(dialog.locator('[aria-invalid="true"]')).first(),
  ).toBeVisible();

  const email = `manager-${Date.now()}@selfcare.lk`;
  await dialog.getByLabel('Name').fill('Nimal Perera');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Role').selectOption('catalogue_manager');
  await dialog.getByLabel(/First password/).fill(STAFF_PASSWORD);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('Nimal Perera was added');
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Not yet');
  await signOut(page);

  // The new member's first sign-in: the QR code and the key, then a code from it, then recovery codes.
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoAxeViolations(page, 'enrolment');
  const keyText = await page.getByText('Or type this key into the app:').textContent();
  const secret = keyText?.split(':')[1]?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Code from your authenticator app').fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Code from your authenticator app').fill(await freshCode(email, secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Save your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expectNoAxeViolations(page, 'recovery codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Nimal Perera' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Console sections' });
  await expect(sections.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await page.goto('/console/staff');
  await expect(page.getByRole('heading', { name: 'Your role does not give access to this page.' })).toBeVisible();
  await signOut(page);

  // The administrator finds the addition in the audit, with who did it.
  await signIn(page, 'admin@selfcare.lk');
  await page.getByRole('link', { name: 'Audit' }).click();
  await page.getByLabel('Action (e.g. console.staff_create)').fill('console.staff_create');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('row', { name: /console\.staff_create/ }).first()).toContainText('admin@selfcare.lk');
  await expectNoAxeViolations(page, 'audit');
});
