import type { ProductDetail } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSeededTestApp, type TestApp, testConfig } from '../../test/app';
import { demo } from '../../test/catalogue';
import { bearer, createAccount, loginToken } from '../../test/factories';
import { products } from '../db/schema';

/**
 * Catalogue changes (decision 0060): a write to a catalogue table, by the console or any other path,
 * reaches visitors' and subscribers' cached answers at once through the change feed, with no restart.
 */

let t: TestApp;
beforeAll(async () => {
  const config = testConfig();
  t = await createSeededTestApp({
    subscriberCache: { ...config.subscriberCache, ttlSeconds: 60 },
    catalogueCache: { ...config.catalogueCache, ttlSeconds: 60 },
  });
});
afterAll(() => t.close());

const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 3000, interval: 20 });
const hbo = demo.productId('hbo');

async function renameHbo(name: string) {
  await t.db.update(products).set({ name }).where(eq(products.id, hbo));
}

describe('catalogue changes', () => {
  it("drops a visitor's cached product as soon as the product is written", async () => {
    const url = `/api/products/v1/products/${hbo}`;
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(t.app.catalogueCache.size).toBeGreaterThan(0);
    await renameHbo('HBO Renamed');
    await eventually(async () => {
      expect((await t.app.inject({ url })).json<ProductDetail>().name).toBe('HBO Renamed');
    });
    await renameHbo(first.json<ProductDetail>().name);
  });

  it("drops a subscriber's cached answer as soon as the catalogue is written", async () => {
    const account = await createAccount(t.db, { connections: [{ connectionType: 1 }] });
    const headers = bearer(await loginToken(t.app, account));
    const url = `/api/billing/v1/billing/user-products/${hbo}?conid=${account.connectionIds[0]}`;
    const first = await t.app.inject({ url, headers });
    expect(first.statusCode).toBe(200);
    expect(t.app.connectionAnswers.size).toBeGreaterThan(0);
    await renameHbo('HBO For Subscribers');
    await eventually(async () => {
      expect((await t.app.inject({ url, headers })).json<ProductDetail>().name).toBe('HBO For Subscribers');
    });
    await renameHbo(first.json<ProductDetail>().name);
  });
});
