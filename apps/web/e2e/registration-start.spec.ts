import { expect, test } from '@playwright/test';
import { expectAccessible } from './registration-support';
import { logIn } from './support';

const CHOICES = [
  'Existing PEOTV customers',
  'SLT home broadband / voice customers',
  'Mobitel customers',
  'Other networks and card users',
];

/**
 * Where registration starts: the login page's 'New User? Create an Account' opens this portal's own
 * registration (no EXTERNAL_REGISTRATION_URL is set for the test server), and the two routes the spec
 * lists without content lead into it.
 */
test("'New User? Create an Account' on /login reaches the customer-type choice", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'New User? Create an Account' }).click();
  await expect(page).toHaveURL('/customer/selection');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(CHOICES.length);
  for (const choice of CHOICES) await expect(page.getByRole('radio', { name: choice })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Existing PEOTV customers' }).check();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL('/account-login');
});

test('/getconnection and /existingcustomer lead a visitor into registration or login', async ({ page }) => {
  const notFound = page.getByRole('heading', { name: 'Page not found' });
  await page.goto('/getconnection');
  await expect(page).toHaveTitle('Get a Connection | Selfcare');
  await expect(page.getByRole('heading', { level: 1, name: 'Get a PEOTVGO connection' })).toBeVisible();
  await expect(notFound).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Already a customer?' }).click();

  await expect(page).toHaveURL('/existingcustomer');
  await expect(page).toHaveTitle('Already a Customer? | Selfcare');
  await expect(page.getByRole('heading', { level: 1, name: 'Already a customer?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');

  await page.goto('/getconnection');
  await page.getByRole('link', { name: 'Create an Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
});

test('/existingcustomer starts adding a connection for a logged-in subscriber', async ({ page }) => {
  await logIn(page, 'fibre@selfcare.lk');
  await page.goto('/existingcustomer');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Add a connection' }).click();
  await expect(page).toHaveURL('/customer/selection');
  await expect(page.getByText('You are adding a connection to your account.')).toBeVisible();
});
