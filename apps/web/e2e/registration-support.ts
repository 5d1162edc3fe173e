import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

/** The password every account registered by these tests gets. */
export const NEW_PASSWORD = 'Welcome@2026';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** An address no other test uses. */
export const uniqueEmail = (tag: string) => `reg-${tag}-${stamp()}@example.lk`;

/** '07' and 8 digits ending in `last` (the sandbox operator decides by the last digit). */
export function uniqueMobile(last = '5'): string {
  const middle = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return `07${middle}${last}`;
}

export const outbox = (recipient: string) => `/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`;

/** The newest OTP the sandbox SMS outbox holds for the number (written as the api answers). */
export async function readOtp(page: Page, recipient: string): Promise<string> {
  let otp = '';
  await expect(async () => {
    const html = await (await page.request.get(outbox(recipient))).text();
    otp = html.match(/verification code is (\d{4,8})/)?.[1] ?? '';
    expect(otp).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return otp;
}

/** Opens the e-mailed confirmation link of a new account and confirms the address. */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  let link = '';
  await expect(async () => {
    const html = await (await page.request.get(outbox(email))).text();
    link = html.match(/href="([^"]*\/email\/confirmation\/[A-Za-z0-9_-]+)"/)?.[1] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });
  await page.goto(new URL(link).pathname);
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Success!' });
  await expect(dialog).toContainText('Confirm verification is success');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/login');
}

export async function expectAccessible(page: Page): Promise<void> {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

/** '/customer/selection?t=1': chooses a customer type (and the fixed-line type on the second screen). */
export async function chooseCustomerType(page: Page, choice: string, lineType?: string): Promise<void> {
  await page.goto('/customer/selection?t=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: choice }).check();
  await page.getByRole('button', { name: 'Proceed' }).click();
  if (lineType) {
    await expect(page.getByRole('heading', { level: 1, name: 'Your fixed-line connection' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('radio', { name: lineType }).check();
    await page.getByRole('button', { name: 'Proceed' }).click();
  }
}

/** The verification step: the OTP from the outbox, with a resend on the way. */
export async function verifyWithOtp(page: Page, mobile: string): Promise<void> {
  await expect(page).toHaveURL('/verify');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Resend OTP' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'OTP Sent Successfully' })).toBeVisible();
  const otp = await readOtp(page, mobile);
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** Logs the new account in and finds its package on the landing page. */
export async function logInAsNew(page: Page, email: string, password = NEW_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

export { DEMO_PASSWORD };
