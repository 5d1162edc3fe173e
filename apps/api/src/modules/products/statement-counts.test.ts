import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { countStatements, demo, demoToken } from '../../../test/catalogue';
import { bearer } from '../../../test/factories';
import { multiplyCatalogue } from './growth-test-kit';

/**
 * No N+1 in the catalogue: every catalogue route costs the same number of SQL statements on the demo
 * catalogue and on one four times its size (each product copied three times, packages, bundles and
 * SVODs holding four times the contents, the subscriber owning four times the purchases).
 */

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createSeededTestApp();
  headers = bearer(await demoToken(t.app, 'tv@selfcare.lk'));
});
afterAll(() => t.close());

const home = demo.connectionId('nimal-home');
const broadband = demo.connectionId('nimal-broadband');
const type = (name: Parameters<typeof demo.typeId>[0]) => demo.typeId(name);
const products = '/api/products/v1/products';
const billing = '/api/billing/v1/billing';

interface Route {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  payload?: object;
  personal?: boolean;
}

const featuredTypes = () => ['channel', 'channelbundle', 'package', 'vod', 'svod'].map((name) => type(name as never));

/** Every catalogue read: visitors' lists and pages, and the same as a subscriber's connection sees them. */
function routes(): Route[] {
  const premium = demo.productId('peo-premium');
  const hbo = demo.productId('hbo');
  const svod = demo.productId('peo-originals-plus');
  const premiere = demo.subTypeId('PremiereMovies');
  return [
    {
      name: 'featured of a type',
      url: `${products}/by-product-type-and-tags`,
      method: 'POST',
      payload: { productType: type('channel'), tags: ['featured'] },
    },
    {
      name: 'landing featured',
      url: `${products}/by-product-types-and-tags`,
      method: 'POST',
      payload: { productTypes: featuredTypes(), tags: ['featured'] },
    },
    {
      name: 'landing featured, subscriber',
      url: `${products}/by-product-types-and-tags?conid=${home}`,
      method: 'POST',
      payload: { productTypes: featuredTypes(), tags: ['featured'] },
      personal: true,
    },
    { name: 'on-demand page', url: `${products}/all/active/by-type?typeid=${type('vod')}&pageSize=100` },
    {
      name: 'on-demand page, subscriber',
      url: `${products}/all/active/by-type?typeid=${type('vod')}&pageSize=100&conid=${home}`,
      personal: true,
    },
    {
      name: 'promotional packages',
      url: `${products}/all/active/by-type?typeid=${type('promotionalpackage')}&pageSize=100`,
    },
    { name: 'packages', url: `${products}/all/active/by-type?typeid=${type('package')}&pageSize=100` },
    { name: 'channels', url: `${products}/all/active/by-types?typeid=${type('channel')}` },
    { name: 'svods', url: `${products}/all/active/by-types?typeid=${type('svod')}` },
    { name: 'all vods', url: `${products}/all-vods?pageSize=100` },
    { name: 'trending', url: `${products}/trending`, method: 'POST', payload: { subTypeId: premiere } },
    { name: 'bundles offering a channel', url: `${products}/bundled?productId=${hbo}&conid=${home}`, personal: true },
    { name: 'package page', url: `${products}/${premium}` },
    { name: 'package page, subscriber', url: `${products}/${premium}?conid=${home}`, personal: true },
    { name: 'svod page', url: `${products}/${svod}` },
    {
      name: 'user-products by types and tags',
      url: `${billing}/user-products/by-types-and-tags?conid=${home}&typeIds=${type('channel')}&typeIds=${type('vod')}&tags=featured`,
      personal: true,
    },
    {
      name: 'user-products by package type',
      url: `${billing}/user-products/by-packagetype?conid=${home}&packagetypeid=${type('promotionalpackage')}`,
      personal: true,
    },
    {
      name: 'user-products by type',
      url: `${billing}/user-products/by-type?conid=${home}&typeid=${type('vod')}&pageSize=100`,
      personal: true,
    },
    {
      name: 'user-products channels',
      url: `${billing}/user-products/by-types?conid=${home}&typeIds=${type('channel')}`,
      personal: true,
    },
    {
      name: 'MY CONTENT',
      url: `${billing}/user-products/by-types?conid=${home}&typeIds=${type('channel')}&typeIds=${type('svod')}&held=own`,
      personal: true,
    },
    {
      name: 'user-products data bundles',
      url: `${billing}/user-products/data-bundles?conId=${broadband}`,
      personal: true,
    },
    {
      name: 'user-products primary data bundle',
      url: `${billing}/user-products/data-bundle?conId=${broadband}`,
      personal: true,
    },
    { name: 'user-products package page', url: `${billing}/user-products/${premium}?conid=${home}`, personal: true },
    { name: 'purchase options', url: `${billing}/purchase-options?productId=${hbo}&conid=${home}`, personal: true },
    { name: 'allowed base packages', url: `/api/users/v1/allowedSecondaryPackages?conid=${home}`, personal: true },
    { name: 'gift vouchers', url: '/api/promotions/v1/vouchers/gifts' },
    { name: 'promotional vouchers', url: '/api/promotions/v1/vouchers/discounts' },
    { name: 'banners', url: '/api/promotions/v1/promotions/all/banners' },
  ];
}

async function measure(route: Route) {
  let status = 0;
  let size = 0;
  const statements = await countStatements(t.db, async () => {
    const response = await t.app.inject({
      method: route.method ?? 'GET',
      url: route.url,
      payload: route.payload,
      headers: route.personal ? headers : {},
    });
    status = response.statusCode;
    size = response.body.length;
  });
  expect(status, `${route.name}: ${route.url}`).toBe(200);
  return { statements, size };
}

describe('statements per catalogue request', () => {
  it('do not grow with the catalogue', async () => {
    const list = routes();
    const few = new Map<string, { statements: number; size: number }>();
    for (const route of list) few.set(route.name, await measure(route));

    await multiplyCatalogue(t.db, 3, [home, broadband]);

    const grown: string[] = [];
    for (const route of list) {
      const before = few.get(route.name);
      const after = await measure(route);
      expect(before?.statements, route.name).toBeGreaterThan(0);
      expect(
        after.statements,
        `${route.name}: ${before?.statements} statements before, ${after.statements} after`,
      ).toBe(before?.statements);
      if (before && after.size > before.size) grown.push(route.name);
    }
    // The copies are really answered: the lists and pages got longer (the few fixed-size answers aside).
    expect(grown).toEqual(
      expect.arrayContaining(['landing featured', 'channels', 'package page', 'user-products channels', 'svod page']),
    );
  });
});
