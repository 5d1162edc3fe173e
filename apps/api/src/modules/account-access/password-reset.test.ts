import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createAccount, loginToken } from '../../../test/factories';
import { accounts, accountTokens } from '../../db/schema';
import { auditOutcomes, emailsTo, freshAddress, linkToken, mailWorkDone, unknownToken } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://selfcare.example' });
});
afterAll(() => t.close());

const forgot = (payload: unknown, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/v1/forgot-password', payload: payload as object, remoteAddress });

const recover = (payload: unknown, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/v1/pwd-recovery', payload: payload as object, remoteAddress });

const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/v1/login',
    payload: { username, password },
    remoteAddress: freshAddress(),
  });

const accountDetails = (token: string) =>
  t.app.inject({ url: '/api/users/v1/account/details', headers: bearer(token) });

const SENT = { message: 'Password reset link has been sent to your email' };
const INVALID_LINK = {
  message: 'This password reset link is not valid or has expired. Please ask for a new one.',
  code: 'INVALID_LINK',
};

const REQUEST = 'auth.password_reset_request';

/** Asks for a link and answers its token. */
async function resetToken(email: string): Promise<string> {
  const before = (await emailsTo(t.db, email)).length;
  expect((await forgot({ username: email })).statusCode).toBe(200);
  await vi.waitFor(async () => expect((await emailsTo(t.db, email)).length).toBe(before + 1));
  return linkToken(t.db, email, 'pwd_recovery');
}

describe('POST /api/auth/v1/forgot-password', () => {
  it('answers a known and an unknown e-mail alike, and only the known one gets a link', async () => {
    const account = await createAccount(t.db);
    const unknown = `nobody-${crypto.randomUUID()}@example.com`;

    const known = await forgot({ username: account.email });
    const stranger = await forgot({ username: unknown });
    for (const response of [known, stranger]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(SENT);
      expect(response.headers['content-length']).toBe(known.headers['content-length']);
    }
    await mailWorkDone(t.db, REQUEST, account.email);
    await mailWorkDone(t.db, REQUEST, unknown);
    expect(await emailsTo(t.db, unknown)).toHaveLength(0);
    const [mail] = await emailsTo(t.db, account.email);
    expect(mail?.subject).toBe('Reset your Selfcare password');
    expect(mail?.body).toMatch(/^https:\/\/selfcare\.example\/pwd_recovery\/reset=[A-Za-z0-9_-]{43}$/m);
    expect(mail?.body).toContain('Hello Nimal,');
  });

  it('answers before it looks the e-mail up, so a known and an unknown e-mail take the same time', async () => {
    const account = await createAccount(t.db);
    const unknown = `nobody-${crypto.randomUUID()}@example.com`;
    // The account lookup waits until released: an answer that depended on it could not arrive.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const accountsQuery = t.db.query.accounts;
    const findFirst = accountsQuery.findFirst.bind(accountsQuery);
    const lookup = vi
      .spyOn(accountsQuery, 'findFirst')
      .mockImplementation(((...args: Parameters<typeof findFirst>) =>
        held.then(() => findFirst(...args))) as unknown as typeof findFirst);
    try {
      expect((await forgot({ username: account.email })).json()).toEqual(SENT);
      expect((await forgot({ username: unknown })).json()).toEqual(SENT);
      expect(lookup).toHaveBeenCalledTimes(2);
      expect(await emailsTo(t.db, account.email)).toHaveLength(0);
    } finally {
      release();
    }
    await mailWorkDone(t.db, REQUEST, account.email);
    await mailWorkDone(t.db, REQUEST, unknown);
    expect(await emailsTo(t.db, account.email)).toHaveLength(1);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const account = await createAccount(t.db);
    expect((await forgot({ username: `  ${account.email.toUpperCase()} ` })).json()).toEqual(SENT);
    await mailWorkDone(t.db, REQUEST, account.email);
    expect(await emailsTo(t.db, account.email)).toHaveLength(1);
  });

  it.each([
    [{}, 'Username is required'],
    [{ username: '' }, 'Username is required'],
    [{ username: '   ' }, 'Username is required'],
    [{ username: 'not-an-email' }, 'Invalid email'],
    [{ username: 42 }, 'Username is required'],
    [{ username: 'a@example.com', password: 'x' }, 'Unexpected field: password'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const response = await forgot(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION_FAILED' });
  });

  it('stores only a hash of the token, expiring within the hour', async () => {
    const account = await createAccount(t.db);
    const token = await resetToken(account.email);
    const rows = await t.db.select().from(accountTokens).where(eq(accountTokens.accountId, account.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.purpose).toBe('password_reset');
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutesLeft = ((rows[0]?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(55);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });

  it('limits requests per e-mail: the 4th in the window is 429 with Retry-After, for unknown e-mails too', async () => {
    const account = await createAccount(t.db);
    const unknown = `nobody-${crypto.randomUUID()}@example.com`;
    for (const username of [account.email, unknown]) {
      for (let attempt = 0; attempt < 3; attempt++) expect((await forgot({ username })).statusCode).toBe(200);
      const blocked = await forgot({ username });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
      await mailWorkDone(t.db, REQUEST, username, 3);
    }
    expect(await emailsTo(t.db, account.email)).toHaveLength(3);
    expect(await auditOutcomes(t.db, 'auth.password_reset_request', account.id)).toEqual([
      'success',
      'success',
      'success',
    ]);
  });

  it('limits requests per address across e-mails: the 11th is 429', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(
        (await forgot({ username: `someone-${attempt}-${crypto.randomUUID()}@example.com` }, address)).statusCode,
      ).toBe(200);
    }
    const blocked = await forgot({ username: `late-${crypto.randomUUID()}@example.com` }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('POST /api/auth/v1/pwd-recovery', () => {
  it('sets the new password, ends every session and tells the owner', async () => {
    const account = await createAccount(t.db);
    const sessions = [await loginToken(t.app, account), await loginToken(t.app, account)];
    const token = await resetToken(account.email);

    const response = await recover({ token, password: 'Brand.New.9' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been reset. Please log in with your new password.' });

    for (const session of sessions) expect((await accountDetails(session)).statusCode).toBe(401);
    expect((await login(account.email, account.password)).statusCode).toBe(400);
    const fresh = await login(account.email, 'Brand.New.9');
    expect(fresh.statusCode).toBe(200);
    expect((await accountDetails(fresh.json<{ token: string }>().token)).statusCode).toBe(200);

    // The logins from browsers new to the account were told of too (decision 0064): the notice is one of them.
    const subjects = (await emailsTo(t.db, account.email)).map((email) => email.subject);
    expect(subjects.filter((subject) => subject === 'Your Selfcare password has been reset')).toHaveLength(1);
    expect(await auditOutcomes(t.db, 'auth.password_reset', account.id)).toEqual(['success']);
  });

  it('confirms an address not confirmed yet (the link proved it), so the new password logs in', async () => {
    const account = await createAccount(t.db, { emailConfirmed: false });
    expect((await login(account.email, account.password)).statusCode).toBe(403);
    const response = await recover({ token: await resetToken(account.email), password: 'Brand.New.9' });
    expect(response.statusCode).toBe(200);
    const [stored] = await t.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(stored?.emailConfirmedAt).not.toBeNull();
    expect((await login(account.email, 'Brand.New.9')).statusCode).toBe(200);
  });

  it('is single use: the same link again is refused and changes nothing', async () => {
    const account = await createAccount(t.db);
    const token = await resetToken(account.email);
    expect((await recover({ token, password: 'First.New.1' })).statusCode).toBe(200);

    const again = await recover({ token, password: 'Second.New.2' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
    expect((await login(account.email, 'First.New.1')).statusCode).toBe(200);
    expect((await login(account.email, 'Second.New.2')).statusCode).toBe(400);
  });

  it('lets exactly one of two concurrent uses of one link through', async () => {
    const account = await createAccount(t.db);
    const token = await resetToken(account.email);
    const answers = await Promise.all([
      recover({ token, password: 'Racer.One.1' }),
      recover({ token, password: 'Racer.Two.2' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? 'Racer.One.1' : 'Racer.Two.2';
    expect((await login(account.email, winner)).statusCode).toBe(200);
  });

  it('refuses one of the 3,000 most common passwords with a clear message and leaves the link usable', async () => {
    const account = await createAccount(t.db);
    const token = await resetToken(account.email);

    const response = await recover({ token, password: 'Football' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'This password is one of the most common passwords. Please choose another one.',
      code: 'COMMON_PASSWORD',
    });
    expect((await login(account.email, 'Football')).statusCode).toBe(400);
    expect((await recover({ token, password: 'Brand.New.9' })).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const account = await createAccount(t.db);
    const token = await resetToken(account.email);
    await t.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.accountId, account.id));

    const response = await recover({ token, password: 'Brand.New.9' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_LINK);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('refuses a wrong token, and an older link once a newer one was sent', async () => {
    const account = await createAccount(t.db);
    const older = await resetToken(account.email);
    const newer = await resetToken(account.email);
    expect(newer).not.toBe(older);

    for (const token of [unknownToken(), older]) {
      const response = await recover({ token, password: 'Brand.New.9' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_LINK);
    }
    expect((await recover({ token: newer, password: 'Brand.New.9' })).statusCode).toBe(200);
    expect(await auditOutcomes(t.db, 'auth.password_reset', account.id)).toEqual(['success']);
  });

  it('does not take a confirmation link for a reset link', async () => {
    const account = await createAccount(t.db, { emailConfirmed: false });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/email/confirmation',
      payload: { username: account.email },
      remoteAddress: freshAddress(),
    });
    await mailWorkDone(t.db, 'auth.email_confirmation_request', account.email);
    const confirmation = await linkToken(t.db, account.email, 'confirmation');
    const response = await recover({ token: confirmation, password: 'Brand.New.9' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_LINK);
  });

  it.each([
    [{ token: 'A'.repeat(43) }, 'Password is required'],
    [{ token: 'A'.repeat(43), password: '' }, 'Password is required'],
    [{ token: 'A'.repeat(43), password: 'short1' }, 'Password should be minimum 8 characters with numbers and letters'],
    [
      { token: 'A'.repeat(43), password: 'has spaces 1' },
      'Password should be minimum 8 characters with numbers and letters',
    ],
    [{ password: 'Brand.New.9' }, 'This password reset link is not valid or has expired. Please ask for a new one.'],
    [
      { token: 'short', password: 'Brand.New.9' },
      'This password reset link is not valid or has expired. Please ask for a new one.',
    ],
    [{ token: 'A'.repeat(43), password: 'Brand.New.9', username: 'a@b.lk' }, 'Unexpected field: username'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const response = await recover(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION_FAILED' });
  });

  it('limits wrong tokens per address: after 10 the 11th is 429, even with a good token', async () => {
    const account = await createAccount(t.db);
    const token = await resetToken(account.email);
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await recover({ token: unknownToken(), password: 'Brand.New.9' }, address)).statusCode).toBe(400);
    }
    const blocked = await recover({ token, password: 'Brand.New.9' }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    // The link still works from elsewhere: the limit slows guessing without locking the owner out.
    expect((await recover({ token, password: 'Brand.New.9' })).statusCode).toBe(200);
  });

  it('lifts the login limits an attacker caused, at every address, so the owner can log in at once', async () => {
    const account = await createAccount(t.db);
    const attacker = freshAddress();
    const loginFrom = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/v1/login',
        payload: { username: account.email, password },
        remoteAddress,
      });
    // 5 failures from one address, then enough from others to use up the account's allowance for new addresses.
    for (let attempt = 0; attempt < 50; attempt++) {
      const from = attempt < 5 ? attacker : freshAddress();
      expect((await loginFrom(`Guess.${attempt}.x`, from)).statusCode).toBe(400);
    }
    expect((await loginFrom(account.password, attacker)).statusCode).toBe(429);
    expect((await loginFrom(account.password, freshAddress())).statusCode).toBe(429);

    const token = await resetToken(account.email);
    expect((await recover({ token, password: 'Brand.New.9' })).statusCode).toBe(200);
    expect((await loginFrom('Brand.New.9', attacker)).statusCode).toBe(200);
    expect((await loginFrom('Brand.New.9', freshAddress())).statusCode).toBe(200);
  });
});
