import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAccount } from '../../../test/factories';
import { accounts, accountTokens } from '../../db/schema';
import { sendEmailConfirmation } from './email-confirmation';
import { auditOutcomes, emailsTo, freshAddress, linkToken, mailWorkDone, unknownToken } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://selfcare.example' });
});
afterAll(() => t.close());

const confirm = (token: string, remoteAddress = freshAddress()) =>
  t.app.inject({ url: `/api/auth/v1/email/confirmation/${token}`, remoteAddress });

const resend = (payload: unknown, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/v1/email/confirmation', payload: payload as object, remoteAddress });

const REQUEST = 'auth.email_confirmation_request';
const CONFIRMED = { message: 'Confirm verification is success' };
const INVALID_LINK = { message: 'This confirmation link is not valid or has expired.', code: 'INVALID_LINK' };
const SENT = {
  message: 'If this email belongs to an account that is not confirmed yet, a confirmation link has been sent to it.',
};

async function confirmedAt(accountId: string): Promise<Date | null> {
  const [row] = await t.db.select().from(accounts).where(eq(accounts.id, accountId));
  return row?.emailConfirmedAt ?? null;
}

/** What registration does: an unconfirmed account and its confirmation e-mail. */
async function registered() {
  const account = await createAccount(t.db, { emailConfirmed: false });
  await sendEmailConfirmation(
    t.db,
    { ...account, firstName: 'Nimal' },
    {
      email: t.app.integrations.email,
      publicUrl: 'https://selfcare.example',
    },
    'en',
  );
  return { account, token: await linkToken(t.db, account.email, 'confirmation') };
}

describe('GET /api/auth/v1/email/confirmation/{token}', () => {
  it('confirms the address once: the link from the e-mail works, and a second time it is refused', async () => {
    const { account, token } = await registered();
    const [mail] = await emailsTo(t.db, account.email);
    expect(mail?.subject).toBe('Confirm your e-mail address for Selfcare');
    expect(mail?.body).toMatch(/^https:\/\/selfcare\.example\/email\/confirmation\/[A-Za-z0-9_-]{43}$/m);
    expect(await confirmedAt(account.id)).toBeNull();

    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(CONFIRMED);
    expect(response.headers['cache-control']).toBe('no-store');
    const first = await confirmedAt(account.id);
    expect(first).not.toBeNull();

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
    expect(await confirmedAt(account.id)).toEqual(first);
    expect(await auditOutcomes(t.db, 'auth.email_confirmation', account.id)).toEqual(['success']);
  });

  it('refuses an expired link and leaves the address unconfirmed', async () => {
    const { account, token } = await registered();
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.accountId, account.id));
    const response = await confirm(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_LINK);
    expect(await confirmedAt(account.id)).toBeNull();
  });

  it('keeps a link working for two days', async () => {
    const { account } = await registered();
    const [row] = await t.db.select().from(accountTokens).where(eq(accountTokens.accountId, account.id));
    const hoursLeft = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(47.9);
    expect(hoursLeft).toBeLessThanOrEqual(48);
  });

  it('refuses a wrong token, a malformed one and a password reset token', async () => {
    const { account } = await registered();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/forgot-password',
      payload: { username: account.email },
      remoteAddress: freshAddress(),
    });
    await mailWorkDone(t.db, 'auth.password_reset_request', account.email);
    const resetToken = await linkToken(t.db, account.email, 'pwd_recovery');

    for (const token of [unknownToken(), resetToken]) {
      const response = await confirm(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_LINK);
    }
    const malformed = await confirm('not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ ...INVALID_LINK, code: 'VALIDATION_FAILED' });
    expect(await confirmedAt(account.id)).toBeNull();
  });

  it('limits wrong links per address: after 10 the 11th is 429 with Retry-After', async () => {
    const { token } = await registered();
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await confirm(unknownToken(), address)).statusCode).toBe(400);
    const blocked = await confirm(token, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect((await confirm(token)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/v1/email/confirmation', () => {
  it('sends a new link to an unconfirmed address; the older link stops working', async () => {
    const { account, token: older } = await registered();
    const response = await resend({ username: account.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT);
    await vi.waitFor(async () => expect(await emailsTo(t.db, account.email)).toHaveLength(2));
    const newer = await linkToken(t.db, account.email, 'confirmation');
    expect(newer).not.toBe(older);

    expect((await confirm(older)).json()).toEqual(INVALID_LINK);
    expect((await confirm(newer)).json()).toEqual(CONFIRMED);
  });

  it('answers a confirmed and an unknown address the same, and sends neither anything', async () => {
    const confirmedAccount = await createAccount(t.db, { emailConfirmed: true });
    const unknown = `nobody-${crypto.randomUUID()}@example.com`;

    for (const username of [confirmedAccount.email, unknown]) {
      const response = await resend({ username });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(SENT);
      await mailWorkDone(t.db, REQUEST, username);
      expect(await emailsTo(t.db, username)).toHaveLength(0);
    }
  });

  it.each([
    [{}, 'Email is required'],
    [{ username: 'nope' }, 'Invalid email'],
    [{ username: 'a@example.com', extra: 1 }, 'Unexpected field: extra'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const response = await resend(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION_FAILED' });
  });

  it('limits requests per e-mail: the 4th in the window is 429 with Retry-After', async () => {
    const { account } = await registered();
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await resend({ username: account.email })).statusCode).toBe(200);
    const blocked = await resend({ username: account.email });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
  });
});
