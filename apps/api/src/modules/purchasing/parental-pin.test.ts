import type { ProductDetail } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo } from '../../../test/catalogue';
import { bearer, createAccount, DEFAULT_PIN, loginToken } from '../../../test/factories';
import { hboMonthlySubscribeBody } from '../../../test/purchases';
import { connections, purchases } from '../../db/schema';
import { hashSecret } from '../../lib/password';
import { hashPin } from '../../lib/pin-hash';
import { verifyParentalPin } from './parental-pin';

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

async function subscribe(connectionId: string, headers: Record<string, string>, pin: string) {
  const page = await t.app.inject({ url: `${BASE}/user-products/${hbo}?conid=${connectionId}`, headers });
  expect(page.statusCode, page.body).toBe(200);
  const product = page.json<ProductDetail>();
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/user-purchase/subscribe`,
    headers,
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
      verifyParentalPin(t.db, { connectionId, accountId: account.id, pin: DEFAULT_PIN }),
    ).resolves.toBeUndefined();
    await expect(verifyParentalPin(t.db, { connectionId, accountId: account.id, pin: '0000' })).rejects.toMatchObject({
      statusCode: 422,
    });
  });
});
