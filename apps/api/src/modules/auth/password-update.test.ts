import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createAccount, loginToken } from '../../../test/factories';
import { auditLog } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const updatePassword = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/v1/password-update', headers: bearer(token), payload });

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/v1/login', payload: { username, password } });

describe('POST /api/auth/v1/password-update', () => {
  it('changes the password: 200, the new one logs in, the old one does not, every old token is refused', async () => {
    const account = await createAccount(t.db);
    const token = await loginToken(t.app, account);
    const otherDeviceToken = await loginToken(t.app, account);

    const response = await updatePassword(token, { oldPassword: account.password, password: 'Brand.New.9' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been changed' });

    for (const old of [token, otherDeviceToken]) {
      const details = await t.app.inject({ url: '/api/users/v1/account/details', headers: bearer(old) });
      expect(details.statusCode).toBe(401);
    }
    expect((await login(account.email, account.password)).statusCode).toBe(400);
    const fresh = await login(account.email, 'Brand.New.9');
    expect(fresh.statusCode).toBe(200);
    const details = await t.app.inject({
      url: '/api/users/v1/account/details',
      headers: bearer(fresh.json<{ token: string }>().token),
    });
    expect(details.statusCode).toBe(200);
  });

  it('a wrong current password: 400 "Current password is missed match." and nothing changes', async () => {
    const account = await createAccount(t.db);
    const token = await loginToken(t.app, account);

    const response = await updatePassword(token, { oldPassword: 'Not.mine.1', password: 'Brand.New.9' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Current password is missed match.', code: 'WRONG_PASSWORD' });
    expect((await login(account.email, account.password)).statusCode).toBe(200);
    const details = await t.app.inject({ url: '/api/users/v1/account/details', headers: bearer(token) });
    expect(details.statusCode).toBe(200);
  });

  it.each([
    [{ oldPassword: 'x', password: 'short' }, 'Password should be at least 8 character long.'],
    [{ oldPassword: 'x', password: 'has spaces in it' }, 'Password should be at least 8 character long.'],
    [{ oldPassword: 'x' }, 'New Password is Required'],
    [{ password: 'Brand.New.9' }, 'Current Password is Required'],
    [{ oldPassword: 'x', password: 'Brand.New.9', username: 'a@b.c' }, 'Unexpected field: username'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const token = await loginToken(t.app, await createAccount(t.db));
    const response = await updatePassword(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION_FAILED' });
  });

  it('refuses one of the 3,000 most common passwords, in any case, with a clear message; nothing changes', async () => {
    const account = await createAccount(t.db);
    const token = await loginToken(t.app, account);

    for (const common of ['password1', 'SunShine', 'QWERTY123']) {
      const response = await updatePassword(token, { oldPassword: account.password, password: common });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'This password is one of the most common passwords. Please choose another one.',
        code: 'COMMON_PASSWORD',
      });
    }
    expect((await login(account.email, 'password1')).statusCode).toBe(400);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
    const details = await t.app.inject({ url: '/api/users/v1/account/details', headers: bearer(token) });
    expect(details.statusCode).toBe(200);
  });

  it('refuses a new password equal to the current one', async () => {
    const account = await createAccount(t.db);
    const token = await loginToken(t.app, account);
    const response = await updatePassword(token, { oldPassword: account.password, password: account.password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The new password must be different from the current password.',
      code: 'VALIDATION_FAILED',
    });
  });

  it('without a token: 401 before the body is even looked at', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/password-update',
      payload: { nonsense: true },
    });
    expect(response.statusCode).toBe(401);
  });

  it('limits guesses of the current password: the 6th attempt in the window gets 429', async () => {
    const account = await createAccount(t.db);
    const token = await loginToken(t.app, account);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await updatePassword(token, { oldPassword: `Guess.${attempt}.x`, password: 'Brand.New.9' })).statusCode,
      ).toBe(400);
    }
    const blocked = await updatePassword(token, { oldPassword: account.password, password: 'Brand.New.9' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('audits success and failure', async () => {
    const account = await createAccount(t.db);
    const token = await loginToken(t.app, account);
    await updatePassword(token, { oldPassword: 'Not.mine.1', password: 'Brand.New.9' });
    await updatePassword(token, { oldPassword: account.password, password: 'Brand.New.9' });

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, account.id), eq(auditLog.action, 'auth.password_change')))
      .orderBy(auditLog.id);
    expect(rows.map((row) => row.outcome)).toEqual(['failure', 'success']);
    expect(rows[1]?.ipAddress).toBe('127.0.0.1');
  });
});
