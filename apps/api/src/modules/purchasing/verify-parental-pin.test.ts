import type { ProductDetail } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo } from '../../../test/catalogue';
import { bearer, createAccount, DEFAULT_PIN, loginToken } from '../../../test/factories';
import { hboMonthlySubscribeBody } from '../../../test/purchases';
import { expectRateLimited } from '../../../test/rate-limited';
import { connections, purchases } from '../../db/schema';
import { hashSecret } from '../../lib/password';
import { hashPin } from '../../lib/pin-hash';
import { verifyParentalPin } from './verify-parental-pin';

const BASE = '/api/billing/v1/billing';
const hbo = demo.productId('hbo');

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

async function storedHash(connectionId: string): Promise<string> {
  const [row] = await t.db
    .select({ hash: connections.parentalPinHash })
    .from(connections)
    .where(eq(connections.id, connectionId));
  return row?.hash ?? '';
}

async function setStoredHash(connectionId: string, hash: string): Promise<void> {
  await t.db.update(connections).set({ parentalPinHash: hash }).where(eq(connections.id, connectionId));
}

async function subscribe(
  connectionId: string,
  headers: Record<string, string>,
  pin: string,
  remoteAddress = '127.0.0.1',
) {
  const page = await t.app.inject({ url: `${BASE}/user-products/${hbo}?conid=${connectionId}`, headers });
  expect(page.statusCode, page.body).toBe(200);
  const product = page.json<ProductDetail>();
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/user-purchase/subscribe`,
    headers,
    remoteAddress,
    payload: hboMonthlySubscribeBody(connectionId, product, { pin }),
  });
}

describe('parental PIN storage (decision 0014)', () => {
  it('stores new connections with the keyed hash, bound to the connection', async () => {
    const account = await createAccount(t.db, { connections: [{}, {}] });
    const [first = '', second = ''] = account.connectionIds;
    expect(await storedHash(first)).toBe(hashPin(first, DEFAULT_PIN));
    expect(await storedHash(second)).not.toBe(await storedHash(first));
  });

  it('refuses a hash copied from another connection', async () => {
    const account = await createAccount(t.db, { connections: [{}, {}] });
    const [first = '', second = ''] = account.connectionIds;
    await setStoredHash(second, await storedHash(first));
    const response = await subscribe(second, bearer(await loginToken(t.app, account)), DEFAULT_PIN);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: 'WRONG_PIN' });
    expect(await t.db.select().from(purchases).where(eq(purchases.connectionId, second))).toHaveLength(0);
  });

  it('accepts a legacy argon2id hash on a purchase and rewrites it as the keyed hash', async () => {
    const account = await createAccount(t.db, { connections: [{}] });
    const [connectionId = ''] = account.connectionIds;
    const legacy = await hashSecret(DEFAULT_PIN);
    await setStoredHash(connectionId, legacy);
    const headers = bearer(await loginToken(t.app, account));

    const wrong = await subscribe(connectionId, headers, '0000');
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(await storedHash(connectionId)).toBe(legacy);

    const bought = await subscribe(connectionId, headers, DEFAULT_PIN);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(await storedHash(connectionId)).toBe(hashPin(connectionId, DEFAULT_PIN));

    // The upgraded row still takes the PIN, and only the PIN.
    await expect(
      verifyParentalPin(t.db, { connectionId, accountId: account.id, pin: DEFAULT_PIN, ipAddress: '127.0.0.1' }),
    ).resolves.toBeUndefined();
    await expect(
      verifyParentalPin(t.db, { connectionId, accountId: account.id, pin: '0000', ipAddress: '127.0.0.1' }),
    ).rejects.toMatchObject({
      statusCode: 422,
    });
  });
});

describe('wrong-PIN limits (decision 0019)', () => {
  it('allows an address 20 wrong PINs across connections, then 429; the owner elsewhere still buys', async () => {
    const guesser = '192.0.2.77';
    const account = await createAccount(t.db, { connections: [{}, {}, {}, {}, {}] });
    const headers = bearer(await loginToken(t.app, account));
    for (const connectionId of account.connectionIds) {
      for (let attempt = 0; attempt < 4; attempt++) {
        const wrong = await subscribe(connectionId, headers, '0000', guesser);
        expect(wrong.json()).toEqual({ code: 'WRONG_PIN', message: 'The parental PIN is incorrect.' });
      }
    }
    const [last = ''] = account.connectionIds.slice(-1);
    expectRateLimited(await subscribe(last, headers, DEFAULT_PIN, guesser), 800);
    const elsewhere = await subscribe(last, headers, DEFAULT_PIN, '192.0.2.78');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it("another account cannot spend a connection's PIN allowance: 404 before the PIN, and the owner still buys", async () => {
    const owner = await createAccount(t.db, { connections: [{}] });
    const [connectionId = ''] = owner.connectionIds;
    const intruder = bearer(await loginToken(t.app, await createAccount(t.db, { connections: [{}] })));
    const ownerHeaders = bearer(await loginToken(t.app, owner));
    const page = await t.app.inject({
      url: `${BASE}/user-products/${hbo}?conid=${connectionId}`,
      headers: ownerHeaders,
    });
    const body = hboMonthlySubscribeBody(connectionId, page.json<ProductDetail>(), { pin: '0000' });
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${BASE}/user-purchase/subscribe`,
        headers: intruder,
        remoteAddress: '192.0.2.79',
        payload: body,
      });
      expect(response.statusCode).toBe(404);
    }
    const bought = await subscribe(connectionId, ownerHeaders, DEFAULT_PIN, '192.0.2.80');
    expect(bought.statusCode, bought.body).toBe(200);
  });
});
