import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, createAccount } from '../../../test/factories';
import { expectRateLimited } from '../../../test/rate-limited';
import { accounts, auditLog } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
/** Each test logs in from its own address, so the per-address limit of one test never trips another. */
const freshAddress = () => {
  addressCounter += 1;
  return `198.51.${100 + Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

const login = (payload: unknown, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/v1/login', payload: payload as object, remoteAddress });

describe('POST /api/auth/v1/login', () => {
  it('answers a token that opens authenticated routes, and an expiry in the future', async () => {
    const account = await createAccount(t.db);
    const response = await login({ username: account.email, password: account.password });

    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; expiresAt: string }>();
    expect(Object.keys(body).sort()).toEqual(['deviceKey', 'expiresAt', 'token']);
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now() + 11 * 60 * 60_000);
    const details = await t.app.inject({ url: '/api/users/v1/account/details', headers: bearer(body.token) });
    expect(details.statusCode).toBe(200);
  });

  it("keeps the language of the subscriber's last login, for what the api writes to them unasked", async () => {
    const account = await createAccount(t.db);
    const languageOf = async () =>
      (await t.db.select({ language: accounts.language }).from(accounts).where(eq(accounts.id, account.id)))[0]
        ?.language;
    expect(await languageOf()).toBe('en');
    const inTamil = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login',
      headers: { 'accept-language': 'ta' },
      payload: { username: account.email, password: account.password },
      remoteAddress: freshAddress(),
    });
    expect(inTamil.statusCode).toBe(200);
    expect(await languageOf()).toBe('ta');
    await login({ username: account.email, password: account.password });
    expect(await languageOf()).toBe('en');
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const account = await createAccount(t.db);
    const response = await login({ username: `  ${account.email.toUpperCase()} `, password: account.password });
    expect(response.statusCode).toBe(200);
  });

  it('answers the same 400 for a wrong password and for an unknown user', async () => {
    const account = await createAccount(t.db);
    const wrongPassword = await login({ username: account.email, password: 'Wrong.pass1' });
    const unknownUser = await login({ username: 'nobody@example.com', password: account.password });

    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid username or password', code: 'INVALID_CREDENTIALS' });
    }
  });

  it.each([
    [{ password: 'x' }, 'Email is required'],
    [{ username: '', password: 'x' }, 'Email is required'],
    [{ username: 'not-an-email', password: 'x' }, 'Invalid email'],
    [{ username: 'a@example.com' }, 'Password is required'],
    [{ username: 'a@example.com', password: '' }, 'Password is required'],
    [{ username: 'a@example.com', password: 'x', rememberMe: true }, 'Unexpected field: rememberMe'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION_FAILED' });
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'VALIDATION_FAILED' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded'])('refuses a %s body with 415', async (type) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login',
      headers: { 'content-type': type },
      payload: 'username=a@example.com&password=x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('writes audit rows for success and failure, with the client address', async () => {
    const account = await createAccount(t.db);
    await login({ username: account.email, password: 'Wrong.pass1' }, '203.0.113.7');
    await login({ username: account.email, password: account.password }, '203.0.113.7');

    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, account.id), eq(auditLog.action, 'auth.login')))
      .orderBy(auditLog.id);
    expect(rows.map((row) => [row.outcome, row.ipAddress])).toEqual([
      ['failure', '203.0.113.7'],
      ['success', '203.0.113.7'],
    ]);
  });

  it('audits a failed login for an unknown user without an account id', async () => {
    const username = `ghost-${Date.now()}@example.com`;
    await login({ username, password: 'whatever1' });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, username));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'auth.login', outcome: 'failure', accountId: null });
  });
});

describe('login rate limits (decision 0019)', () => {
  const failFrom = async (username: string, addresses: readonly string[]) => {
    for (const address of addresses) {
      expect((await login({ username, password: 'Wrong.pass1' }, address)).statusCode).toBe(400);
    }
  };

  it('allows one address 5 failures per account, then 429 with Retry-After there, even for the right password', async () => {
    const account = await createAccount(t.db);
    const attacker = freshAddress();
    await failFrom(account.email, Array(5).fill(attacker));
    const blocked = await login({ username: account.email.toUpperCase(), password: account.password }, attacker);

    expectRateLimited(blocked, 800);
    expect((await login({ username: account.email, password: account.password }, freshAddress())).statusCode).toBe(200);
  });

  it("an attacker's failures from many addresses never keep the owner out at an address they logged in from", async () => {
    const account = await createAccount(t.db);
    const home = freshAddress();
    expect((await login({ username: account.email, password: account.password }, home)).statusCode).toBe(200);

    // 50 failures, each from an address of its own: the account-wide allowance for new addresses.
    await failFrom(
      account.email,
      Array.from({ length: 50 }, () => freshAddress()),
    );
    const newAddress = await login({ username: account.email, password: account.password }, freshAddress());
    expectRateLimited(newAddress);

    const owner = await login({ username: account.email, password: account.password }, home);
    expect(owner.statusCode).toBe(200);
    // The owner's own failures at home still count against home alone.
    await failFrom(account.email, Array(5).fill(home));
    expect((await login({ username: account.email, password: account.password }, home)).statusCode).toBe(429);
  });

  it('a successful login clears the counter of its account and address', async () => {
    const account = await createAccount(t.db);
    const address = freshAddress();
    for (let round = 0; round < 2; round++) {
      await failFrom(account.email, Array(4).fill(address));
      expect((await login({ username: account.email, password: account.password }, address)).statusCode).toBe(200);
    }
  });

  it('limits one address to 20 failures across accounts; successes do not count and do not reset it', async () => {
    const address = '192.0.2.44';
    const account = await createAccount(t.db);
    for (let attempt = 0; attempt < 20; attempt++) {
      if (attempt % 4 === 0) {
        // A success between failures: it neither counts nor wipes the failures before it.
        expect((await login({ username: account.email, password: account.password }, address)).statusCode).toBe(200);
      }
      const response = await login({ username: `user${attempt}@example.com`, password: 'Wrong.pass1' }, address);
      expect(response.statusCode).toBe(400);
    }

    const blocked = await login({ username: account.email, password: account.password }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);

    const otherAddress = await login({ username: account.email, password: account.password }, '192.0.2.45');
    expect(otherAddress.statusCode).toBe(200);
  });

  it('uses the address the trusted proxy names (X-Forwarded-For) when TRUST_PROXY is set', async () => {
    const proxied = await createTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const account = await createAccount(proxied.db);
      const through = (client: string, password: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/v1/login',
          payload: { username: account.email, password },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await through('203.0.113.50', 'Wrong.pass1')).statusCode).toBe(400);
      }
      expect((await through('203.0.113.50', account.password)).statusCode).toBe(429);
      // Another client behind the same proxy is not the attacker.
      expect((await through('203.0.113.51', account.password)).statusCode).toBe(200);
      const [row] = await proxied.db
        .select({ ipAddress: auditLog.ipAddress })
        .from(auditLog)
        .where(and(eq(auditLog.accountId, account.id), eq(auditLog.outcome, 'success')));
      expect(row?.ipAddress).toBe('203.0.113.51');
    } finally {
      await proxied.close();
    }
  });

  it('audits refused attempts as rate_limited', async () => {
    const account = await createAccount(t.db);
    const address = freshAddress();
    for (let attempt = 0; attempt < 6; attempt++) {
      await login({ username: account.email, password: 'Wrong.pass1' }, address);
    }
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.accountId, account.id));
    expect(rows).toHaveLength(5);
    const limited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, account.email), eq(auditLog.outcome, 'rate_limited')));
    expect(limited).toHaveLength(1);
  });
});
