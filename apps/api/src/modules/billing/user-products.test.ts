import { randomUUID } from 'node:crypto';
import type {
  PrimaryDataBundle,
  ProductDetail,
  ProductPage,
  ProductSummary,
  PurchaseOption,
} from '@selfcare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday, demo, demoToken, insertPurchase, listedSeeds, namesOf } from '../../../test/catalogue';
import { bearer, createAccount, loginToken } from '../../../test/factories';
import { purchaseOptions } from '../../db/schema';

const BASE = '/api/billing/v1/billing';
const home = demo.connectionId('nimal-home');
const fibre = demo.connectionId('kamala-fibre');

let t: TestApp;
let nimal: Record<string, string>;
let kamala: Record<string, string>;
beforeAll(async () => {
  t = await createSeededTestApp();
  nimal = bearer(await demoToken(t.app, 'tv@selfcare.lk'));
  kamala = bearer(await demoToken(t.app, 'fibre@selfcare.lk'));
});
afterAll(() => t.close());

async function get<T>(path: string, headers: Record<string, string>): Promise<T> {
  const response = await t.app.inject({ url: `${BASE}/${path}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return response.json<T>();
}

/** Every user-products read, asked about a connection. */
const routes = (conid: string) => [
  `user-products/by-types-and-tags?conid=${conid}&typeIds=${demo.typeId('channel')}&tags=featured`,
  `user-products/by-packagetype?conid=${conid}&packagetypeid=${demo.typeId('promotionalpackage')}`,
  `user-products/by-type?conid=${conid}&typeid=${demo.typeId('vod')}`,
  `user-products/by-types?conid=${conid}&typeIds=${demo.typeId('svod')}`,
  `user-products/by-types?conid=${conid}&typeIds=${demo.typeId('svod')}&held=own`,
  `user-products/data-bundles?conId=${conid}`,
  `user-products/data-bundle?conId=${conid}`,
  `user-products/${demo.productId('peo-lite')}?conid=${conid}`,
  `purchase-options?productId=${demo.productId('peo-family')}&conid=${conid}`,
  `data-bundle-purchase-status?conId=${conid}&productId=${demo.productId('data-booster-25')}`,
];

describe('access', () => {
  it('every read needs a session (401) and a connection of the caller (404, like a missing one)', async () => {
    const stranger = await createAccount(t.db, { connections: [{ broadband: true }] });
    const strangerToken = bearer(await loginToken(t.app, stranger));
    for (const path of routes(fibre)) {
      expect((await t.app.inject({ url: `${BASE}/${path}` })).statusCode, path).toBe(401);
      expect((await t.app.inject({ url: `${BASE}/${path}`, headers: strangerToken })).statusCode, path).toBe(404);
      expect((await t.app.inject({ url: `${BASE}/${path}`, headers: kamala })).statusCode, path).toBe(200);
    }
    for (const path of routes(randomUUID())) {
      expect((await t.app.inject({ url: `${BASE}/${path}`, headers: kamala })).statusCode, path).toBe(404);
    }
    for (const path of routes('kamala-fibre')) {
      expect((await t.app.inject({ url: `${BASE}/${path}`, headers: kamala })).statusCode, path).toBe(400);
    }
  });
});

describe('user-products lists', () => {
  it('by-types-and-tags: the featured products of the types, by tag name or id, with purchase marks', async () => {
    const types = `typeIds=${demo.typeId('channel')}&typeIds=${demo.typeId('channelbundle')}`;
    const byName = await get<ProductSummary[]>(
      `user-products/by-types-and-tags?conid=${home}&${types}&tags=featured`,
      nimal,
    );
    const expected = listedSeeds(
      (seed) => (seed.type === 'channel' || seed.type === 'channelbundle') && Boolean(seed.tags?.includes('featured')),
    );
    expect(namesOf(byName)).toEqual(namesOf(expected));
    const byId = await get<ProductSummary[]>(
      `user-products/by-types-and-tags?conid=${home}&${types}&tagIds=${demo.tagId('featured')}`,
      nimal,
    );
    expect(byId).toEqual(byName);
    expect(byName.find((item) => item.name === 'Sports Pack')).toMatchObject({
      isPurchased: true,
      purchaseStatus: 'PURCHASE_PENDING_REMOVE',
    });
    expect(byName.find((item) => item.name === 'Rupavahini')).toMatchObject({ isBundled: true });
  });

  it('by-packagetype: the promotional packages, the held one marked', async () => {
    const list = await get<ProductSummary[]>(
      `user-products/by-packagetype?conid=${home}&packagetypeid=${demo.typeId('promotionalpackage')}`,
      nimal,
    );
    expect(namesOf(list)).toEqual(['Avurudu Special', 'Cricket Fever', 'Kids Holiday Pack']);
    expect(list.find((item) => item.name === 'Cricket Fever')).toMatchObject({ purchaseStatus: 'PURCHASE_COMPLETE' });
    const unknown = await get<ProductSummary[]>(
      `user-products/by-packagetype?conid=${home}&packagetypeid=${randomUUID()}`,
      nimal,
    );
    expect(unknown).toEqual([]);
  });

  it("by-type: a page of the screens, the package's default screens bundled and extra ones purchased", async () => {
    const first = await get<ProductPage>(
      `user-products/by-type?conid=${fibre}&typeid=${demo.typeId('screens')}&pageSize=4`,
      kamala,
    );
    const second = await get<ProductPage>(
      `user-products/by-type?conid=${fibre}&typeid=${demo.typeId('screens')}&pageSize=4&page=2`,
      kamala,
    );
    expect(first.total).toBe(7);
    expect(namesOf([...first.items, ...second.items])).toEqual(namesOf(listedSeeds((seed) => seed.type === 'screens')));
    const all = [...first.items, ...second.items];
    expect(all.find((item) => item.name === '2 Screens')).toMatchObject({ isBundled: true, isPurchased: false });
    expect(all.find((item) => item.name === '2 Additional Screens')).toMatchObject({
      isPurchased: true,
      purchaseStatus: 'PURCHASE_COMPLETE',
    });
  });

  it('by-types: typeIds once or repeated', async () => {
    const list = await get<ProductSummary[]>(
      `user-products/by-types?conid=${fibre}&typeIds=${demo.typeId('svod')}&typeIds=${demo.typeId('channelbundle')}`,
      kamala,
    );
    expect(namesOf(list)).toEqual(
      namesOf(listedSeeds((seed) => seed.type === 'svod' || seed.type === 'channelbundle')),
    );
    expect(list.find((item) => item.name === 'Kids Fun')).toMatchObject({ purchaseStatus: 'PURCHASE_COMPLETE' });
  });
});

describe('MY CONTENT: by-types with held=own', () => {
  const myContentTypes = (['channel', 'channelbundle', 'vod', 'svod', 'screens'] as const)
    .map((type) => `typeIds=${demo.typeId(type)}`)
    .join('&');

  it('answers what the whole list marks bought on its own and held, and nothing that came with the package', async () => {
    // A purchase that ended is the connection's no more.
    await insertPurchase(t.db, {
      connectionId: fibre,
      product: 'cinemax',
      offer: 'monthly',
      status: 'PURCHASE_EXPIRED',
      billingEndDate: dateFromToday(-3),
    });
    const all = await get<ProductSummary[]>(`user-products/by-types?conid=${fibre}&${myContentTypes}`, kamala);
    const own = await get<ProductSummary[]>(`user-products/by-types?conid=${fibre}&${myContentTypes}&held=own`, kamala);
    expect(own).toEqual(all.filter((product) => product.isPurchased && !product.isBundled));
    expect(namesOf(own)).toContain('Kids Fun');
    expect(namesOf(own)).not.toContain('Cinemax');
    expect(all.some((product) => product.isBundled)).toBe(true);
    expect(own.length).toBeLessThan(all.length);
  });

  it('refuses any other held value (400), with what it takes', async () => {
    const response = await t.app.inject({
      url: `${BASE}/user-products/by-types?conid=${fibre}&${myContentTypes}&held=all`,
      headers: kamala,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/held/);
  });
});

describe('data bundles', () => {
  it('lists the bundles on sale to a broadband connection, none to others', async () => {
    const list = await get<ProductSummary[]>(`user-products/data-bundles?conId=${fibre}`, kamala);
    expect(namesOf(list)).toEqual([
      'Data Booster 10 GB',
      'Data Booster 25 GB',
      'Data Booster 50 GB',
      'Unlimited Data',
      'Night Time 30 GB',
    ]);
    expect(list.find((item) => item.name === 'Unlimited Data')?.dataQuota).toBe(-1);
    expect(list.find((item) => item.name === 'Data Booster 10 GB')?.purchaseStatus).toBe('PURCHASE_PENDING_REMOVE');
    expect(await get(`user-products/data-bundles?conId=${home}`, nimal)).toEqual([]);
  });

  it("answers the connection's primary data bundle, or null", async () => {
    const primary = await get<PrimaryDataBundle>(`user-products/data-bundle?conId=${fibre}`, kamala);
    expect(primary.dataBundle).toMatchObject({ name: 'PEO Lite Data 10 GB', dataQuota: 10, isBundled: true });
    expect(await get(`user-products/data-bundle?conId=${home}`, nimal)).toEqual({ dataBundle: null });
  });

  it('answers the purchase status as text: empty on success, else the reason', async () => {
    const status = (slug: string, conid = fibre, headers = kamala) =>
      get<string>(`data-bundle-purchase-status?conId=${conid}&productId=${demo.productId(slug)}`, headers);
    expect(await status('data-booster-25')).toBe('');
    expect(await status('data-booster-50')).toBe('This data bundle has not been purchased on this connection.');

    const account = await createAccount(t.db, { connections: [{ broadband: true, connectionType: 3 }] });
    const [own = ''] = account.connectionIds;
    const token = bearer(await loginToken(t.app, account));
    await insertPurchase(t.db, {
      connectionId: own,
      product: 'data-booster-50',
      offer: 'monthly',
      status: 'PURCHASE_COMPLETE',
      provisioningStatus: 'FAILURE',
    });
    await insertPurchase(t.db, {
      connectionId: own,
      product: 'data-unlimited',
      offer: 'monthly',
      status: 'PURCHASE_FAILED',
      paymentStatus: 'FAILURE',
    });
    expect(await status('data-booster-50', own, token)).toBe(
      'This data bundle could not be activated on your broadband connection.',
    );
    expect(await status('data-unlimited', own, token)).toBe('The payment for this data bundle did not go through.');

    const notABundle = await t.app.inject({
      url: `${BASE}/data-bundle-purchase-status?conId=${fibre}&productId=${demo.productId('kids-fun')}`,
      headers: kamala,
    });
    expect(notABundle.statusCode).toBe(404);
  });
});

describe('user-products/{productId}', () => {
  it('answers the product page with the purchase state', async () => {
    const lite = await get<ProductDetail>(`user-products/${demo.productId('peo-lite')}?conid=${fibre}`, kamala);
    expect(lite).toMatchObject({ name: 'PEO Lite', isPurchased: true, currentPurchasedPackage: true });
    expect(lite.purchasableProductList.find((item) => item.name === '2 Additional Screens')?.isPurchased).toBe(true);
    const unknown = await t.app.inject({
      url: `${BASE}/user-products/${randomUUID()}?conid=${fibre}`,
      headers: kamala,
    });
    expect(unknown.statusCode).toBe(404);
    const noConnection = await t.app.inject({
      url: `${BASE}/user-products/${demo.productId('peo-lite')}`,
      headers: kamala,
    });
    expect(noConnection.statusCode).toBe(400);
  });
});

describe('purchase-options', () => {
  it("lists the options offered to the connection's type, or the one asked for", async () => {
    const prepaidOnly = {
      purchaseOptionGroupId: String(
        (await get<ProductDetail>(`user-products/${demo.productId('tamil-plus')}?conid=${home}`, nimal))
          .purchaseOptionGroupId,
      ),
      name: 'Prepaid week',
      purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL' as const,
      defaultPrice: 120,
      defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION' as const,
      productAvailableFor: 'PREPAID' as const,
      utilizationPeriod: 7,
      utilizationPeriodUnit: 'DAYS' as const,
      sortOrder: 9,
    };
    const [inserted] = await t.db.insert(purchaseOptions).values(prepaidOnly).returning({ id: purchaseOptions.id });
    const query = `purchase-options?productId=${demo.productId('tamil-plus')}`;
    const forHome = await get<PurchaseOption[]>(`${query}&conid=${home}`, nimal);
    expect(forHome.map((option) => option.name)).toEqual(['Monthly subscription', 'For 30 Days']);
    const prepaid = bearer(await demoToken(t.app, 'prepaid@selfcare.lk'));
    const forPrepaid = await get<PurchaseOption[]>(`${query}&conid=${demo.connectionId('dilani-prepaid')}`, prepaid);
    expect(forPrepaid.map((option) => option.name)).toEqual(['Monthly subscription', 'For 30 Days', 'Prepaid week']);

    const one = await get<PurchaseOption[]>(
      `${query}&conid=${home}&purchaseOptionId=${demo.optionId('tamil-plus', '30-days')}`,
      nimal,
    );
    expect(one).toEqual([expect.objectContaining({ name: 'For 30 Days', defaultPrice: 390 })]);
    for (const optionId of [inserted?.id, demo.optionId('peo-family', 'monthly'), randomUUID()]) {
      const refused = await t.app.inject({
        url: `${BASE}/${query}&conid=${home}&purchaseOptionId=${optionId}`,
        headers: nimal,
      });
      expect(refused.statusCode).toBe(404);
    }
    const unknownProduct = await t.app.inject({
      url: `${BASE}/purchase-options?productId=${randomUUID()}&conid=${home}`,
      headers: nimal,
    });
    expect(unknownProduct.statusCode).toBe(404);
  });
});
