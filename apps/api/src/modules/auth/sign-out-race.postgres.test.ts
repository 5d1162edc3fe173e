import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../../test/app';
import { bearer, createAccount, loginToken } from '../../../test/factories';
import { sessions } from '../../db/schema';

/**
 * Sign out vs requests in flight, on a real PostgreSQL server (PGlite runs one statement at a time
 * and hides races), with the session cache on, as production runs it (decision 0017).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ subscriberCache: { ...testConfig().subscriberCache, ttlSeconds: 60 } });
});
afterAll(() => t.close());

const details = (token: string) => t.app.inject({ url: '/api/users/v1/account/details', headers: bearer(token) });
const renew = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/v1/session', headers: bearer(token) });

describe('sign out all others, racing the other sessions', () => {
  it('leaves no other session working once it answers, renewals in flight included', async () => {
    const account = await createAccount(t.db);
    const caller = await loginToken(t.app, account);
    const others = [await loginToken(t.app, account), await loginToken(t.app, account)];
    // Each other session is known to the cache before the race.
    for (const other of others) expect((await details(other)).statusCode).toBe(200);

    const inFlight = others.flatMap((other) => [renew(other), details(other), renew(other), details(other)]);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/sessions/sign-out-others',
      headers: bearer(caller),
    });
    expect(signOut.statusCode).toBe(200);

    // Whatever the requests in flight answered, nothing of the other sessions works afterwards: not
    // their tokens, nor a token a racing renewal handed out.
    const answers = await Promise.all(inFlight);
    expect(answers.every((answer) => [200, 401].includes(answer.statusCode))).toBe(true);
    const renewed = answers
      .filter((answer) => answer.statusCode === 200 && 'token' in answer.json())
      .map((answer) => answer.json<{ token: string }>().token);
    for (const token of [...others, ...renewed]) expect((await details(token)).statusCode).toBe(401);
    expect((await details(caller)).statusCode).toBe(200);
    const rows = await t.db.select().from(sessions).where(eq(sessions.accountId, account.id));
    expect(rows.filter((row) => row.revokedAt === null)).toHaveLength(1);
  });

  it('two devices signing each other out at once: at most one of them is left', async () => {
    const account = await createAccount(t.db);
    const [first, second] = [await loginToken(t.app, account), await loginToken(t.app, account)];
    const signOut = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/v1/sessions/sign-out-others', headers: bearer(token) });
    const answers = await Promise.all([signOut(first), signOut(second)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toContain(200);
    const working = (await Promise.all([details(first), details(second)])).filter((r) => r.statusCode === 200);
    expect(working.length).toBeLessThanOrEqual(1);
  });
});
