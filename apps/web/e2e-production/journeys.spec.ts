import { expect, type Page, test } from '@playwright/test';
import {
  chooseCustomerType,
  expectAccessible,
  logInAsNew,
  NEW_PASSWORD,
  uniqueEmail,
  uniqueMobile,
} from '../e2e/registration-support';
import { payherePayments, readEmailLink, readSms, serviceOrders } from './stubs';

/**
 * The portal in production mode (NODE_ENV=production, no sandbox) against the protocol-faithful stubs
 * (issue 25): every message, payment, customer record and service order crosses a real protocol.
 */

const OTP = /verification code is (\d{4,8})/;

test('no sandbox page exists in production', async ({ request }) => {
  expect((await request.get('/sandbox/outbox')).status()).toBe(404);
  expect((await request.get('/sandbox/payhere/payhere.js')).status()).toBe(404);
});

async function verifyOtpFromSms(page: Page, mobile: string) {
  await expect(page).toHaveURL('/verify');
  const [, otp] = await readSms(page.request, mobile, OTP);
  await page.getByLabel('OTP').fill(otp ?? '');
  await page.getByRole('button', { name: 'Submit' }).click();
}

async function confirmEmailFromSmtp(page: Page, email: string) {
  const link = await readEmailLink(page.request, email, '/email/confirmation/');
  await page.goto(new URL(link).pathname);
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Success!' });
  await expect(dialog).toContainText('Confirm verification is success');
  await dialog.getByRole('button', { name: 'OK' }).click();
}

test('a card user (type 7) registers with the OTP by SMS, pays through PayHere, and the package is provisioned', async ({
  page,
}) => {
  const email = uniqueEmail('prod-card');
  const nine = `7${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await chooseCustomerType(page, 'Other networks and card users');
  await page.getByLabel('First Name').fill('Dilani');
  await page.getByLabel('Family Name').fill('Fernando');
  await page.getByLabel('Mobile Number').fill(nine);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await verifyOtpFromSms(page, nine);

  await expect(page).toHaveURL('/viewpackage');
  const main = page.getByRole('main');
  const packages = main.getByRole('region', { name: 'Packages' });
  await packages
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  const order = main.getByRole('region', { name: 'Your order' });
  await order.getByRole('checkbox', { name: /I agree to the/ }).check();
  const amount = ((await order.getByText(/^To pay now: Rs\. [\d,]+\.\d\d$/).textContent()) ?? '').replace(
    'To pay now: Rs. ',
    '',
  );
  await order.getByRole('button', { name: 'SUBMIT' }).click();

  // PayHere's SDK (the stub's) opens its preapproval over the page (the package renews on the card,
  // decision 0058); the stub checks the merchant's hash, and the api then charges the amount shown.
  expect(amount).toMatch(/^[\d,]+\.\d\d$/);
  const checkout = page.getByRole('dialog', { name: 'PayHere payment' });
  await expect(checkout).toBeVisible();
  const form = checkout.locator('iframe[title="PayHere payment"]').contentFrame();
  await expect(form.getByRole('heading', { name: 'Approve your card for automatic payments' })).toBeVisible();
  await form.getByLabel('Card number').fill('4916217501611292');
  await form.getByLabel('Expiry (MM/YY)').fill('12/39');
  await form.getByLabel('CVV').fill('123');
  await form.getByRole('button', { name: 'Approve', exact: true }).click();

  await expect(page).toHaveURL(/\/paymentStatus\?transactionId=/);
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 30_000 });
  // The api charged the package on the approved card with PayHere's Charging API.
  const charged = await payherePayments(page.request);
  expect(charged).toContainEqual(expect.objectContaining({ amount: amount.replaceAll(',', ''), statusCode: 2 }));
  await expectAccessible(page);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page).toHaveURL('/auth');
  // The validation code and parental PIN go by SMS too.
  await readSms(page.request, nine, /./);

  // The base package became a TMF641 service order, which the platform completes and reports to the hub.
  await expect(async () => {
    const orders = await serviceOrders(page.request);
    expect(orders.some((serviceOrder) => serviceOrder.state === 'completed')).toBe(true);
  }).toPass({ timeout: 30_000 });

  await confirmEmailFromSmtp(page, email);
  await logInAsNew(page, email);
});

test('an existing TV customer (type 1) is found in the TMF629 customer records and registers', async ({ page }) => {
  const email = uniqueEmail('prod-tv');
  const mobile = uniqueMobile();
  await chooseCustomerType(page, 'Existing PEOTV customers');
  await page.getByLabel('Telephone Number').fill('0112555123');
  await page.getByLabel('Account Number').fill('0012555123');
  await page.getByRole('button', { name: 'Proceed' }).click();

  await expect(page).toHaveURL('/personaldetails');
  await expect(page.getByLabel('Address')).toHaveValue('77 Galle Road, Dehiwala');
  await expect(page.getByLabel('Base package')).toHaveValue('PEO Lite');
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Submit' }).click();
  await verifyOtpFromSms(page, mobile);

  await expect(page).toHaveURL('/subscribe');
  await page.getByLabel('Package').selectOption({ index: 1 });
  await page.getByLabel('I agree to the above terms & conditions').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByText('Your Validation Code is')).toBeVisible();

  await confirmEmailFromSmtp(page, email);
  await logInAsNew(page, email);

  // A forgotten password is reset through the link that arrives over SMTP.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto('/password');
  await page.getByLabel('Email (Username)').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Password reset link has been sent to your email',
  );
  const link = await readEmailLink(page.request, email, '/pwd_recovery/');
  await page.goto(new URL(link).pathname);
  await page.getByLabel('Password', { exact: true }).fill('Another#2026');
  await page.getByLabel('Confirm Password').fill('Another#2026');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Success!' }).getByRole('button', { name: 'OK' }).click();
  await logInAsNew(page, email, 'Another#2026');
});
