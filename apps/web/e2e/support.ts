import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The demo seed's shared password (README "Demo logins"). */
export const DEMO_PASSWORD = 'Selfcare@2026';

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/');
  await expectLogout(page);
}

/** Phones (under 576 px) have the account's actions in the side menu, wider screens in the top bar. */
export const NARROW_SCREEN_MAX_WIDTH = 575;

/** The Logout button is offered: in the top bar, or in the side menu on a phone (opened and closed again). */
export async function expectLogout(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? Number.POSITIVE_INFINITY) > NARROW_SCREEN_MAX_WIDTH) {
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    return;
  }
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
}

/**
 * Login waits for a confirmed e-mail address (decision 0032): when it says this one is not confirmed yet,
 * a new link is asked for and used, as its owner would from the outbox.
 */
export async function ensureEmailConfirmed(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const login = await request.post('/api/auth/v1/login', { data: { username: email, password } });
  if (login.status() !== 403) return;
  expect((await request.post('/api/auth/v1/email/confirmation', { data: { username: email } })).status()).toBe(200);
  // The mail is written just after the answer: the outbox is read again until its newest link works.
  await expect(async () => {
    const outbox = await request.get(`/sandbox/outbox?recipient=${encodeURIComponent(email)}`);
    const token = (await outbox.text()).match(/\/email\/confirmation\/([A-Za-z0-9_-]{43})/)?.[1] ?? '';
    expect(token).not.toBe('');
    expect((await request.get(`/api/auth/v1/email/confirmation/${token}`)).status()).toBe(200);
  }).toPass({ timeout: 10_000 });
}

/** Opens the side menu and returns the names of its links, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const names = await menu.getByRole('link').allInnerTexts();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  return names.map((name) => name.trim());
}
