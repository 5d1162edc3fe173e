import type { ProductDetail, ProductPage } from '@selfcare/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSeededTestApp, type TestApp, testConfig } from '../../test/app';
import { countStatements, demo } from '../../test/catalogue';
import { bearer, createAccount, loginToken } from '../../test/factories';
import { hboMonthlySubscribeBody } from '../../test/purchases';
import { accounts } from '../db/schema';

/**
 * The subscriber caches (decision 0017): a subscriber's repeated reads cost no SQL, and a purchase, a
 * logout or a password change is seen by the very next request, through the database's change feed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp({ subscriberCache: { ...testConfig().subscriberCache, ttlSeconds: 60 } });
});
afterAll(() => t.close());

const BILLING = '/api/billing/v1/billing';
const hbo = demo.productId('hbo');

async function subscriber() {
  const account = await createAccount(t.db, { connections: [{ connectionType: 1 }] });
  const [connectionId = ''] = account.connectionIds;
  return { account, connectionId, headers: bearer(await loginToken(t.app, account)) };
}

/** Notifications arrive after the commit, asynchronously: the next request may be a moment behind. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3000, interval: 20 });

describe('subscriber caches', () => {
  it("answers a subscriber's repeated read with no SQL at all, and the same body", async () => {
    const { connectionId, headers } = await subscriber();
    const url = `${BILLING}/user-products/by-type?conid=${connectionId}&typeid=${demo.typeId('vod')}&page=1&pageSize=20`;
    const first = await t.app.inject({ url, headers });
    expect(first.statusCode).toBe(200);
    let second = first;
    const statements = await countStatements(t.db, async () => {
      second = await t.app.inject({ url, headers });
    });
    expect(statements).toBe(0);
    expect(second.statusCode).toBe(200);
    expect(second.json<ProductPage>()).toEqual(first.json<ProductPage>());
    expect(second.headers['cache-control']).toBe('private, no-store');
  });

  it('never serves one account what was stored for another', async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const url = `${BILLING}/user-products/${hbo}?conid=${owner.connectionId}`;
    expect((await t.app.inject({ url, headers: owner.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: other.headers })).statusCode).toBe(404);
  });

  it('shows a purchase on the next read of the product', async () => {
    const { connectionId, headers } = await subscriber();
    const url = `${BILLING}/user-products/${hbo}?conid=${connectionId}`;
    const before = (await t.app.inject({ url, headers })).json<ProductDetail>();
    expect(before.isPurchased).toBe(false);
    const bought = await t.app.inject({
      method: 'POST',
      url: `${BILLING}/user-purchase/subscribe`,
      headers: { ...headers, 'idempotency-key': `cache-${connectionId}` },
      payload: hboMonthlySubscribeBody(connectionId, before),
    });
    expect(bought.statusCode, bought.body).toBe(200);
    await eventually(async () => {
      expect((await t.app.inject({ url, headers })).json<ProductDetail>().isPurchased).toBe(true);
    });
  });

  it('refuses a token once its session is logged out', async () => {
    const { connectionId, headers } = await subscriber();
    const url = `${BILLING}/user-products/${hbo}?conid=${connectionId}`;
    expect((await t.app.inject({ url, headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/v1/logout', headers })).statusCode).toBe(204);
    await eventually(async () => {
      expect((await t.app.inject({ url, headers })).statusCode).toBe(401);
    });
  });

  it("refuses every token of an account whose tokens were ended (a password change's rule)", async () => {
    const { account, connectionId, headers } = await subscriber();
    const url = `${BILLING}/user-products/${hbo}?conid=${connectionId}`;
    expect((await t.app.inject({ url, headers })).statusCode).toBe(200);
    await t.db
      .update(accounts)
      .set({ tokensValidAfter: sql`now() + interval '1 second'` })
      .where(eq(accounts.id, account.id));
    await eventually(async () => {
      expect((await t.app.inject({ url, headers })).statusCode).toBe(401);
    });
  });

  it('answers a repeated tax calculate from the cache, and another account its 404', async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const calculate = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/promotions/v1/tax/calculate',
        headers,
        payload: { productId: hbo, connectionId: owner.connectionId, price: 450 },
      });
    const first = await calculate(owner.headers);
    expect(first.statusCode).toBe(200);
    let second = first;
    expect(await countStatements(t.db, async () => (second = await calculate(owner.headers)))).toBe(0);
    expect(second.json()).toEqual(first.json());
    expect((await calculate(other.headers)).statusCode).toBe(404);
  });

  it('shows a purchase on the next read even when the connection id was sent in capitals', async () => {
    const { connectionId, headers } = await subscriber();
    const url = `${BILLING}/user-products/${hbo}?conid=${connectionId.toUpperCase()}`;
    const before = await t.app.inject({ url, headers });
    expect(before.statusCode).toBe(200);
    expect(before.json<ProductDetail>().isPurchased).toBe(false);
    const bought = await t.app.inject({
      method: 'POST',
      url: `${BILLING}/user-purchase/subscribe`,
      headers: { ...headers, 'idempotency-key': `caps-${connectionId}` },
      payload: hboMonthlySubscribeBody(connectionId, before.json<ProductDetail>()),
    });
    expect(bought.statusCode, bought.body).toBe(200);
    await eventually(async () => {
      expect((await t.app.inject({ url, headers })).json<ProductDetail>().isPurchased).toBe(true);
    });
  });
});
