import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createAccount } from '../../../test/factories';
import { auditLog, sessions } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function logIn() {
  const account = await createAccount(t.db);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/v1/login',
    payload: { username: account.email, password: account.password },
  });
  return { account, token: response.json<{ token: string }>().token };
}

const renew = (token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/v1/session', headers: token ? bearer(token) : {} });

describe('POST /api/auth/v1/session (Stay signed in)', () => {
  it('gives a session about to end a full term from now, with a token that works, and audits it', async () => {
    const { account, token } = await logIn();
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1 minute'` })
      .where(eq(sessions.accountId, account.id));

    const response = await renew(token);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; expiresAt: string }>();
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now() + 11 * 60 * 60_000);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.accountId, account.id));
    expect(row?.expiresAt.toISOString()).toBe(body.expiresAt);
    const details = await t.app.inject({ url: '/api/users/v1/account/details', headers: bearer(body.token) });
    expect(details.statusCode).toBe(200);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, account.id), eq(auditLog.action, 'auth.session_renew')));
    expect(audited).toHaveLength(1);
  });

  it('refuses a session that has ended by logout, and a caller without one', async () => {
    const { token } = await logIn();
    await t.app.inject({ method: 'POST', url: '/api/auth/v1/logout', headers: bearer(token) });
    expect((await renew(token)).statusCode).toBe(401);
    expect((await renew()).statusCode).toBe(401);
  });

  it('the renewed token ends with its session: a logout after the renewal stops it', async () => {
    const { token } = await logIn();
    const renewed = (await renew(token)).json<{ token: string }>().token;
    await t.app.inject({ method: 'POST', url: '/api/auth/v1/logout', headers: bearer(renewed) });
    const details = await t.app.inject({ url: '/api/users/v1/account/details', headers: bearer(renewed) });
    expect(details.statusCode).toBe(401);
  });
});
