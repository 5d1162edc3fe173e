import { randomUUID } from 'node:crypto';
import type { ProductDetail, PurchaseOption } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo, demoToken, namesOf } from '../../../test/catalogue';
import { bearer } from '../../../test/factories';
import { products } from '../../db/schema';
import { catalogue } from '../../db/seed/catalogue';

const BASE = '/api/products/v1/products';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

async function detail(slug: string, headers: Record<string, string> = {}, query = ''): Promise<ProductDetail> {
  const response = await t.app.inject({ url: `${BASE}/${demo.productId(slug)}${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<ProductDetail>();
}

const includedNames = (slug: string) =>
  [...new Set(catalogue.get(slug).includes)].map((item) => catalogue.get(item).name);

describe('GET {productId}', () => {
  it('answers a package with its contents, extra screens and data bundle', async () => {
    const lite = await detail('peo-lite');
    expect(lite).toMatchObject({
      name: 'PEO Lite',
      productTypeTypeName: 'package',
      packageTypeId: demo.typeId('secondarypackage'),
      numberOfScreens: 2,
      dataQuota: 10,
      feature: { tstv: true, pip: true, cpvr: false },
      purchaseOption: expect.objectContaining({ defaultPrice: 790, purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION' }),
      discountOptionGroup: null,
      channelsList: [],
    });
    expect(namesOf(lite.productList)).toEqual(includedNames('peo-lite'));
    expect(namesOf(lite.purchasableProductList)).toEqual(['Additional Screen', '2 Additional Screens']);
    expect(lite.purchasableProductList[0]?.discountOptionGroup).toMatchObject({
      actualPrice: 150,
      purchasePrice: 120,
      discountOptions: [
        expect.objectContaining({ discountLevel: 'PRODUCT', discountType: 'PERCENTAGE', value: 20, duration: 3 }),
      ],
    });
    expect(namesOf(lite.dataBundle)).toEqual(['PEO Lite Data 10 GB']);
    expect(lite.dataBundle[0]?.dataQuota).toBe(10);
  });

  it('answers an SVOD with its active child videos only, and a hidden child on its own', async () => {
    const svod = await detail('cricket-classics');
    expect(namesOf(svod.productList)).toEqual(['1996 World Cup Final', '2014 World T20 Final', 'The Record Chase']);
    expect(namesOf(svod.productList)).not.toContain('Spin Masterclass');
    const child = await detail('cricket-classics-1996-final');
    expect(child).toMatchObject({
      name: '1996 World Cup Final',
      additionalDetails: [{ code: 'Series', name: 'Cricket Classics' }],
    });
  });

  it('answers a video with its information list, PG rating and youngest age', async () => {
    expect(await detail('sihina-desa')).toMatchObject({
      pgRating: 'PG',
      lowestAgeGroup: 7,
      additionalDetails: [
        { code: 'Director', name: 'Chandima Wijesinghe' },
        { code: 'Cast', name: 'Dilhani Ekanayake, Saranga Disasekara' },
        { code: 'Year', name: '2025' },
        { code: 'Duration', name: '2h 08m' },
      ],
      productList: [],
    });
  });

  it("prices the discount that starts first: the product's for visitors, a personal one for its connection", async () => {
    const visitor = await detail('peo-premium');
    expect(visitor.discountOptionGroup).toMatchObject({ actualPrice: 2290, purchasePrice: 2061 });
    expect(visitor.discountOptionGroup?.discountOptions.map((option) => option.discountLevel)).toEqual(['PRODUCT']);

    const token = await demoToken(t.app, 'tv@selfcare.lk');
    const nimal = await detail('peo-premium', bearer(token), `?conid=${demo.connectionId('nimal-home')}`);
    expect(nimal.discountOptionGroup).toMatchObject({ actualPrice: 2290, purchasePrice: 1946.5 });
    expect(nimal.discountOptionGroup?.discountOptions.map((option) => option.discountLevel)).toEqual([
      'USER',
      'PRODUCT',
    ]);
  });

  it("marks the connection's package as current and its contents as bundled", async () => {
    const token = await demoToken(t.app, 'tv@selfcare.lk');
    const family = await detail('peo-family', bearer(token), `?conid=${demo.connectionId('nimal-home')}`);
    expect(family).toMatchObject({
      isPurchased: true,
      purchaseStatus: 'PURCHASE_COMPLETE',
      currentPurchasedPackage: true,
    });
    expect(family.productList.every((item) => item.isBundled)).toBe(true);
    const visitor = await detail('peo-family');
    expect(visitor).toMatchObject({ isPurchased: false, currentPurchasedPackage: false, purchaseId: null });
    expect(visitor.productList.some((item) => item.isBundled)).toBe(false);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({ url: `${BASE}/${randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'This product is not available.', code: 'NOT_FOUND' });
    expect((await t.app.inject({ url: `${BASE}/sihina-desa` })).statusCode).toBe(400);
  });

  it('names the packages and bundles on sale that include a channel not sold on its own', async () => {
    const sunTv = await detail('sun-tv');
    expect(sunTv).toMatchObject({ standalone: 'PURCHASE_MODE_BUNDLED', purchaseOption: null });
    expect(namesOf(sunTv.includedIn)).toEqual(expect.arrayContaining(['PEO Family', 'PEO Premium', 'Tamil Plus']));
    expect(sunTv.includedIn.every((item) => item.standalone === 'PURCHASE_MODE_STANDALONE')).toBe(true);
    expect(namesOf(sunTv.includedIn)).not.toContain('PEO Lite');
    expect((await detail('peo-lite')).includedIn).toEqual([]);
  });

  it("lists a channel bundle's active channels only", async () => {
    const before = await detail('kids-fun');
    expect(namesOf(before.channelsList)).toEqual(
      catalogue.get('kids-fun').channels?.map((slug) => catalogue.get(slug).name),
    );
    await t.db
      .update(products)
      .set({ status: 'PRODUCT_STATUS_INACTIVE' })
      .where(eq(products.id, demo.productId('pogo')));
    const after = await detail('kids-fun');
    expect(namesOf(after.channelsList)).not.toContain('Pogo');
    expect(after.channelsList).toHaveLength(before.channelsList.length - 1);
  });
});

describe('GET admin/purchase-options-all/{id}', () => {
  const options = (id: string) => t.app.inject({ url: `${BASE}/admin/purchase-options-all/${id}` });

  it("lists a group's options by group id or by product id", async () => {
    const family = await detail('peo-family');
    const byGroup = await options(String(family.purchaseOptionGroupId));
    expect(byGroup.statusCode).toBe(200);
    expect(
      byGroup.json<PurchaseOption[]>().map((option) => [option.name, option.defaultPrice, option.default]),
    ).toEqual([
      ['Monthly subscription', 1390, true],
      ['Three months, paid once', 3990, false],
    ]);
    expect((await options(demo.productId('peo-family'))).json()).toEqual(byGroup.json());
  });

  it('answers none for a product that is only bundled, 404 for an unknown id, 400 for a malformed one', async () => {
    expect((await options(demo.productId('screens-2'))).json()).toEqual([]);
    expect((await options(randomUUID())).statusCode).toBe(404);
    expect((await options('peo-family')).statusCode).toBe(400);
  });
});
