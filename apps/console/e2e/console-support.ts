import { expect, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';

export const STAFF_PASSWORD = 'Selfcare@2026';
export const DEMO_TOTP_SECRET = 'SELFCAREDEMOADMINTOTPSECRETKEY23';

const PERIOD_MS = 30_000;
const lastStepUsed = new Map<string, number>();

/**
 * A code of `secret` that `email` has not used yet: the api takes each 30-second step once a member, and
 * one step ahead at most, so a second sign-in within the same step uses the next one, or waits for it.
 */
export async function freshCode(email: string, secret: string): Promise<string> {
  const totp = new TOTP({ secret });
  for (;;) {
    const current = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(current, (lastStepUsed.get(email) ?? 0) + 1);
    if (step <= current + 1) {
      lastStepUsed.set(email, step);
      return totp.generate({ timestamp: step * PERIOD_MS });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Both steps of signing in, by keyboard as a member would; lands on the console's home page. */
export async function signIn(page: Page, email: string, secret = DEMO_TOTP_SECRET): Promise<void> {
  await page.goto('/console/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  const code = page.getByLabel('Code from your authenticator app');
  await code.fill(await freshCode(email, secret));
  await code.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
}

/** A 1 × 1 PNG: enough for the api to check the type and read the size. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
