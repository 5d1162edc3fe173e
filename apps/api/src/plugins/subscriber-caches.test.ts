import { randomUUID } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import {
  type ProductDetail,
  type ProductPage,
  productTypesAndTagsBodySchema,
  taxCalculateRequestSchema,
} from '@selfcare/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSeededTestApp, type TestApp, testConfig } from '../../test/app';
import { countStatements, demo } from '../../test/catalogue';
import { bearer, createAccount, loginToken } from '../../test/factories';
import { hboMonthlySubscribeBody } from '../../test/purchases';
import { accounts, connections } from '../db/schema';
import { compressBody, ON_THE_FLY_EFFORT } from './catalogue-cache';

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

  it("sends a subscriber's hit compressed as a miss is, not as hard as a visitors' answer", async () => {
    const { connectionId, headers } = await subscriber();
    const url = `${BILLING}/user-products/by-type?conid=${connectionId}&typeid=${demo.typeId('vod')}&page=1&pageSize=20`;
    const brotli = { ...headers, 'accept-encoding': 'br' };
    expect((await t.app.inject({ url, headers: brotli })).statusCode).toBe(200);
    const hit = await t.app.inject({ url, headers: brotli });
    expect(hit.headers['content-encoding']).toBe('br');
    const plain = brotliDecompressSync(hit.rawPayload).toString();
    expect(hit.rawPayload).toEqual(compressBody(plain, 'br', ON_THE_FLY_EFFORT));
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

/**
 * Decision 0046: over a socket the HTTP server reads a subscriber's POST read ahead, so its
 * answer is looked up by the body's bytes after authentication and before Fastify parses or validates
 * the body (app.inject, above, keys on the validated body).
 */
describe("a subscriber's POST read on a socket", () => {
  let base: string;
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const TAX = '/api/promotions/v1/tax/calculate';
  const featuredPath = (connectionId: string) =>
    `/api/products/v1/products/by-product-types-and-tags?conid=${connectionId}`;
  const channels = JSON.stringify({ productTypes: [demo.typeId('channel')], tags: [] });
  const taxBody = (connectionId: string) => JSON.stringify({ productId: hbo, connectionId, price: 450 });
  const post = (path: string, body: string, headers: Record<string, string>) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd', 'content-type': 'application/json', ...headers },
      body,
    });
  const answer = async (response: Response) => ({ status: response.status, body: await response.text() });

  afterEach(() => vi.restoreAllMocks());

  it.each([
    { route: 'the featured lists', schema: productTypesAndTagsBodySchema, path: featuredPath, body: () => channels },
    { route: 'tax calculate', schema: taxCalculateRequestSchema, path: () => TAX, body: taxBody },
  ])('answers $route the same again, from the cache, without validating the body', async ({ schema, path, body }) => {
    const { connectionId, headers } = await subscriber();
    const request = () => post(path(connectionId), body(connectionId), headers);
    // The route's body schema, as Fastify's validator runs it (fastify-type-provider-zod calls zod's
    // safeParse, which runs the schema's `_zod.run`).
    const validations = vi.spyOn(schema._zod, 'run');
    const first = await answer(await request());
    expect(first.status, first.body).toBe(200);
    expect(validations).toHaveBeenCalled();

    validations.mockClear();
    let second = first;
    const statements = await countStatements(t.db, async () => {
      second = await answer(await request());
    });
    expect(second).toEqual(first);
    expect(statements).toBe(0);
    expect(validations).not.toHaveBeenCalled();
  });

  it('shows a purchase on the next featured lists', async () => {
    const { connectionId, headers } = await subscriber();
    const hboIn = async () => {
      const response = await post(featuredPath(connectionId), channels, headers);
      expect(response.status).toBe(200);
      const list = (await response.json()) as { id: string; isPurchased: boolean }[];
      return list.find((product) => product.id === hbo)?.isPurchased;
    };
    expect(await hboIn()).toBe(false);
    expect(await hboIn()).toBe(false);
    const page = await t.app.inject({ url: `${BILLING}/user-products/${hbo}?conid=${connectionId}`, headers });
    const bought = await t.app.inject({
      method: 'POST',
      url: `${BILLING}/user-purchase/subscribe`,
      headers: { ...headers, 'idempotency-key': `socket-${connectionId}` },
      payload: hboMonthlySubscribeBody(connectionId, page.json<ProductDetail>()),
    });
    expect(bought.statusCode, bought.body).toBe(200);
    await eventually(async () => expect(await hboIn()).toBe(true));
  });

  it("answers tax calculate 404 once the body's connection has left the account", async () => {
    const { connectionId, headers } = await subscriber();
    // The route ignores a query string: the generation is the body's connection's, not conid's.
    const paths = [TAX, `${TAX}?conid=${randomUUID()}`];
    for (const path of paths) {
      for (let i = 0; i < 2; i++) expect((await post(path, taxBody(connectionId), headers)).status).toBe(200);
    }
    await t.db.update(connections).set({ leftAccountAt: new Date() }).where(eq(connections.id, connectionId));
    await eventually(async () => {
      for (const path of paths) expect((await post(path, taxBody(connectionId), headers)).status).toBe(404);
    });
  });

  it("never gives another account the same body's answer", async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const reads = [
      { path: featuredPath(owner.connectionId), body: channels },
      { path: TAX, body: taxBody(owner.connectionId) },
    ];
    for (const { path, body } of reads) {
      expect((await post(path, body, owner.headers)).status).toBe(200);
      expect((await post(path, body, owner.headers)).status).toBe(200);
      const refused = await post(path, body, other.headers);
      expect(refused.status).toBe(404);
    }
  });

  it('still answers a malformed or invalid body with its 400, and a bad or ended token with its 401', async () => {
    const { connectionId, headers } = await subscriber();
    const reads = [
      { path: featuredPath(connectionId), body: channels },
      { path: TAX, body: taxBody(connectionId) },
    ];
    for (const { path, body } of reads) {
      expect((await post(path, body, headers)).status).toBe(200);
      expect((await post(path, body, headers)).status).toBe(200);
      const malformed = await post(path, body.slice(0, -1), headers);
      expect(malformed.status).toBe(400);
      expect(((await malformed.json()) as { message: string }).message).toMatch(/JSON/i);
      const invalid = await post(path, `${body.slice(0, -1)},"extra":1}`, headers);
      expect(invalid.status).toBe(400);
      expect((await post(path, body, { authorization: 'Bearer not-a-token' })).status).toBe(401);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/v1/logout', headers })).statusCode).toBe(204);
    await eventually(async () => {
      for (const { path, body } of reads) expect((await post(path, body, headers)).status).toBe(401);
    });
  });
});
