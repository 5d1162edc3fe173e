import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/app';
import { bearer, createAccount, loginToken } from '../../../test/factories';
import { SessionTokens } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const details = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/users/v1/account/details', headers });

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A token for a real, live session (so only the changed claim can be why it is refused). */
async function liveClaims() {
  const account = await createAccount(t.db);
  const claims = decodeJwt(await loginToken(t.app, account));
  return { sub: String(claims.sub), jti: String(claims.jti) };
}

function resign(
  claims: { sub: string; jti: string },
  overrides: { iss?: string; aud?: string; iat?: number; exp?: number; alg?: string } = {},
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: overrides.alg ?? 'HS256' })
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuedAt(overrides.iat ?? nowSeconds())
    .setExpirationTime(overrides.exp ?? nowSeconds() + 3600)
    .setIssuer(overrides.iss ?? 'selfcare')
    .setAudience(overrides.aud ?? 'selfcare')
    .sign(key);
}

const expectUnauthorized = (response: Awaited<ReturnType<typeof details>>) => {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({
    message: 'Your session has expired. Please log in again.',
    code: 'UNAUTHORIZED',
  });
};

describe('bearer tokens', () => {
  it('a re-signed token with correct claims for a live session is accepted (control for the cases below)', async () => {
    const response = await details(bearer(await resign(await liveClaims())));
    expect(response.statusCode).toBe(200);
  });

  it('no Authorization header: 401', async () => {
    expectUnauthorized(await details());
  });

  it('a non-Bearer scheme: 401', async () => {
    const token = await resign(await liveClaims());
    expectUnauthorized(await details({ authorization: `Basic ${token}` }));
  });

  it('garbage: 401', async () => {
    expectUnauthorized(await details(bearer('not.a.token')));
    expectUnauthorized(await details(bearer('x')));
  });

  it('expired: 401', async () => {
    expectUnauthorized(await details(bearer(await resign(await liveClaims(), { exp: nowSeconds() - 10 }))));
  });

  it("issued before the account's tokens_valid_after: 401", async () => {
    expectUnauthorized(await details(bearer(await resign(await liveClaims(), { iat: nowSeconds() - 60 }))));
  });

  it('wrong issuer or audience: 401', async () => {
    const claims = await liveClaims();
    expectUnauthorized(await details(bearer(await resign(claims, { iss: 'someone-else' }))));
    expectUnauthorized(await details(bearer(await resign(claims, { aud: 'someone-else' }))));
  });

  it('signed with another secret: 401', async () => {
    const claims = await liveClaims();
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuedAt()
      .setExpirationTime('1h')
      .setIssuer('selfcare')
      .setAudience('selfcare')
      .sign(new TextEncoder().encode('another-secret-that-is-32-characters-long'));
    expectUnauthorized(await details(bearer(forged)));
  });

  it('alg none (unsigned): 401', async () => {
    const claims = await liveClaims();
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      ...claims,
      iat: nowSeconds(),
      exp: nowSeconds() + 3600,
      iss: 'selfcare',
      aud: 'selfcare',
    })}.`;
    expectUnauthorized(await details(bearer(unsigned)));
  });

  it('an algorithm outside the allow-list (HS512 with the right secret): 401', async () => {
    expectUnauthorized(await details(bearer(await resign(await liveClaims(), { alg: 'HS512' }))));
  });

  it('a well-signed token whose session does not exist: 401', async () => {
    const claims = await liveClaims();
    expectUnauthorized(await details(bearer(await resign({ ...claims, jti: crypto.randomUUID() }))));
  });

  it('a well-signed token whose ids are not uuids: 401, not a database error', async () => {
    expectUnauthorized(await details(bearer(await resign({ sub: 'admin', jti: "1' or '1'='1" }))));
  });
});

describe('POST /api/auth/v1/logout', () => {
  it('revokes only that session: 204, then its token is refused and other sessions live on', async () => {
    const account = await createAccount(t.db);
    const first = await loginToken(t.app, account);
    const second = await loginToken(t.app, account);

    const response = await t.app.inject({ method: 'POST', url: '/api/auth/v1/logout', headers: bearer(first) });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expectUnauthorized(await details(bearer(first)));
    expect((await details(bearer(second))).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/v1/logout', headers: bearer(first) });
    expect(again.statusCode).toBe(401);
  });

  it('without a token: 401', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/v1/logout' });
    expect(response.statusCode).toBe(401);
  });
});

describe('SessionTokens.verify, checked once per token', () => {
  const tokens = new SessionTokens({ secret: TEST_JWT_SECRET, issuer: 'selfcare', audience: 'selfcare' });
  const ids = { accountId: '3f1c2f0e-1d2b-4c3a-9e8f-0a1b2c3d4e5f', sessionId: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d' };
  afterAll(() => vi.useRealTimers());

  it('still refuses a token it once accepted after the token expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T12:00:00Z') });
    const token = await tokens.sign({
      ...ids,
      issuedAt: new Date(),
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(await tokens.verify(token)).toEqual({ ...ids, issuedAt: nowSeconds() });
    vi.setSystemTime(new Date('2026-11-24T12:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token with one character changed after accepting the original', async () => {
    vi.useRealTimers();
    const token = await tokens.sign({ ...ids, issuedAt: new Date(), expiresAt: new Date(Date.now() + 60_000) });
    expect(await tokens.verify(token)).not.toBeNull();
    const tampered = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;
    expect(await tokens.verify(tampered)).toBeNull();
  });
});
