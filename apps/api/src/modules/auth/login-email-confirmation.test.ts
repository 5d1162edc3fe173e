import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createAccount } from '../../../test/factories';
import { sessions } from '../../db/schema';
import { emailsTo, freshAddress, linkToken } from '../account-access/test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/v1/login', payload: { username, password }, remoteAddress });

const NOT_CONFIRMED = {
  code: 'EMAIL_NOT_CONFIRMED',
  message: 'Please confirm your email address with the link we emailed to you before logging in.',
};

/** Decision 0032: an account logs in once its e-mail address is confirmed, as /auth tells a new subscriber. */
describe('login before the e-mail address is confirmed', () => {
  it('refuses the right password with 403 EMAIL_NOT_CONFIRMED and opens no session', async () => {
    const account = await createAccount(t.db, { emailConfirmed: false });
    const response = await login(account.email, account.password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(NOT_CONFIRMED);
    expect(await t.db.select().from(sessions).where(eq(sessions.accountId, account.id))).toEqual([]);
  });

  it('says nothing of it to a wrong password: the same 400 as for any account', async () => {
    const account = await createAccount(t.db, { emailConfirmed: false });
    const response = await login(account.email, 'Wrong.pass1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid username or password', code: 'INVALID_CREDENTIALS' });
  });

  it('does not count the refusals as failures: after confirming through a resent link the login works at once', async () => {
    const account = await createAccount(t.db, { emailConfirmed: false });
    const address = freshAddress();
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await login(account.email, account.password, address)).statusCode).toBe(403);
    }
    const resent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/email/confirmation',
      payload: { username: account.email },
      remoteAddress: address,
    });
    expect(resent.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await emailsTo(t.db, account.email)).toHaveLength(1));
    const token = await linkToken(t.db, account.email, 'confirmation');
    const confirmed = await t.app.inject({ url: `/api/auth/v1/email/confirmation/${token}`, remoteAddress: address });
    expect(confirmed.statusCode).toBe(200);

    expect((await login(account.email, account.password, address)).statusCode).toBe(200);
  });
});
