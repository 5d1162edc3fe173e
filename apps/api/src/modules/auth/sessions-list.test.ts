import type { AccountSession } from '@selfcare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createAccount } from '../../../test/factories';
import { auditLog, sessions } from '../../db/schema';
import { LAST_SEEN_STEP_MS, noteSessionActivity } from './session-activity';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function logIn(account: { email: string; password: string }, userAgent: string, country = 'LK') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/v1/login',
    headers: { 'user-agent': userAgent, 'x-sandbox-country': country },
    payload: { username: account.email, password: account.password },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string; deviceKey: string }>();
}

const list = (token: string) => t.app.inject({ url: '/api/auth/v1/sessions', headers: bearer(token) });
const details = (token: string) => t.app.inject({ url: '/api/users/v1/account/details', headers: bearer(token) });

describe('GET /api/auth/v1/sessions', () => {
  it("lists the account's working sessions, this device first, with browser, system and country", async () => {
    const account = await createAccount(t.db);
    const phone = await logIn(account, ANDROID_CHROME, 'GB');
    const laptop = await logIn(account, WINDOWS_FIREFOX);
    const ended = await logIn(account, WINDOWS_FIREFOX);
    await t.app.inject({ method: 'POST', url: '/api/auth/v1/logout', headers: bearer(ended.token) });

    const response = await list(laptop.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const listed = response.json<AccountSession[]>();
    expect(
      listed.map(({ browser, system, deviceType, country, current }) => ({
        browser,
        system,
        deviceType,
        country,
        current,
      })),
    ).toEqual([
      { browser: 'Firefox', system: 'Windows', deviceType: 'desktop', country: 'LK', current: true },
      { browser: 'Chrome', system: 'Android', deviceType: 'mobile', country: 'GB', current: false },
    ]);
    expect(Date.parse(listed[0]?.signedInAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(listed[0]?.lastSeenAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await list(phone.token)).json<AccountSession[]>()[0]?.browser).toBe('Chrome');
  });

  it('says nothing of the browser a User-Agent does not name, and needs a session', async () => {
    const account = await createAccount(t.db);
    const { token } = await logIn(account, 'curl/8.5.0');
    expect((await list(token)).json<AccountSession[]>()[0]).toMatchObject({ browser: null, deviceType: null });
    expect((await t.app.inject({ url: '/api/auth/v1/sessions' })).statusCode).toBe(401);
  });

  it('moves last seen forward at most once a step, whatever the number of requests', async () => {
    const account = await createAccount(t.db);
    const { token } = await logIn(account, WINDOWS_FIREFOX);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.accountId, account.id));
    if (!session) throw new Error('no session');
    await t.db.update(sessions).set({ lastSeenAt: sql`now() - interval '1 hour'` }).where(eq(sessions.id, session.id));
    await details(token);
    const [unmoved] = await t.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(unmoved?.lastSeenAt.getTime()).toBeLessThan(Date.now() - 50 * 60_000);

    await noteSessionActivity(t.db, session.id, Date.now() + LAST_SEEN_STEP_MS);
    const [moved] = await t.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(moved?.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('DELETE /api/auth/v1/sessions/{sessionId}', () => {
  it('signs one session out: its token is refused at once, the list drops it, the audit says who', async () => {
    const account = await createAccount(t.db);
    const phone = await logIn(account, ANDROID_CHROME);
    const laptop = await logIn(account, WINDOWS_FIREFOX);
    expect((await details(phone.token)).statusCode).toBe(200);
    const phoneSession = (await list(laptop.token)).json<AccountSession[]>().find((s) => !s.current);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/v1/sessions/${phoneSession?.id}`,
      headers: { ...bearer(laptop.token), 'accept-language': 'ta' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'அந்த அமர்விலிருந்து வெளியேற்றப்பட்டது.' });
    expect((await details(phone.token)).statusCode).toBe(401);
    expect((await list(laptop.token)).json<AccountSession[]>()).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, account.id), eq(auditLog.action, 'auth.session_sign_out')));
    expect(audits).toMatchObject([{ outcome: 'success', subjectId: phoneSession?.id }]);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/v1/sessions/${phoneSession?.id}`,
      headers: bearer(laptop.token),
    });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another account's session and leaves it working; 400 for a malformed id", async () => {
    const owner = await createAccount(t.db);
    const other = await createAccount(t.db);
    const ownerLogin = await logIn(owner, WINDOWS_FIREFOX);
    const otherLogin = await logIn(other, WINDOWS_FIREFOX);
    const [ownerSession] = (await list(ownerLogin.token)).json<AccountSession[]>();

    const stranger = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/v1/sessions/${ownerSession?.id}`,
      headers: bearer(otherLogin.token),
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'The requested item could not be found.', code: 'NOT_FOUND' });
    expect((await details(ownerLogin.token)).statusCode).toBe(200);

    const malformed = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/v1/sessions/not-a-uuid',
      headers: bearer(otherLogin.token),
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('may end the caller’s own session, which is then logged out', async () => {
    const account = await createAccount(t.db);
    const { token } = await logIn(account, WINDOWS_FIREFOX);
    const [own] = (await list(token)).json<AccountSession[]>();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/v1/sessions/${own?.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect((await details(token)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/v1/sessions/sign-out-others', () => {
  it("ends every session but the caller's, and only the account's own", async () => {
    const account = await createAccount(t.db);
    const bystander = await createAccount(t.db);
    const others = [await logIn(account, ANDROID_CHROME), await logIn(account, WINDOWS_FIREFOX)];
    const caller = await logIn(account, WINDOWS_FIREFOX);
    const bystanderLogin = await logIn(bystander, WINDOWS_FIREFOX);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/sessions/sign-out-others',
      headers: bearer(caller.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Every other session has been signed out.', signedOut: 2 });
    for (const other of others) expect((await details(other.token)).statusCode).toBe(401);
    expect((await details(caller.token)).statusCode).toBe(200);
    expect((await details(bystanderLogin.token)).statusCode).toBe(200);
    expect((await list(caller.token)).json<AccountSession[]>()).toHaveLength(1);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/sessions/sign-out-others',
      headers: bearer(caller.token),
    });
    expect(again.json()).toMatchObject({ signedOut: 0 });
  });
});
