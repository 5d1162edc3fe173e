import { randomUUID } from 'node:crypto';
import type { ProductPage, ProductSummary } from '@selfcare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo, demoToken, listedSeeds, namesOf } from '../../../test/catalogue';
import { bearer, createAccount, loginToken } from '../../../test/factories';

const BASE = '/api/products/v1/products';
const vodType = demo.typeId('vod');

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

async function page(query: string): Promise<ProductPage> {
  const response = await t.app.inject({ url: `${BASE}/all/active/by-type?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<ProductPage>();
}

async function post(path: string, payload: object): Promise<ProductSummary[]> {
  const response = await t.app.inject({ method: 'POST', url: `${BASE}/${path}`, payload });
  expect(response.statusCode).toBe(200);
  return response.json<ProductSummary[]>();
}

describe('GET all/active/by-type', () => {
  const listedVods = listedSeeds((seed) => seed.type === 'vod');

  it('pages through the listed titles of a type in catalogue order', async () => {
    const first = await page(`typeid=${vodType}&pageSize=10`);
    const second = await page(`typeid=${vodType}&pageSize=10&page=2`);
    expect(first).toMatchObject({ page: 1, pageSize: 10, total: listedVods.length });
    expect(namesOf(first.items)).toEqual(namesOf(listedVods.slice(0, 10)));
    expect(namesOf(second.items)).toEqual(namesOf(listedVods.slice(10, 20)));
    const last = await page(`typeid=${vodType}&pageSize=10&page=${Math.ceil(listedVods.length / 10) + 1}`);
    expect(last).toMatchObject({ items: [], total: listedVods.length });
  });

  it('a card carries its type, sub type, classifiers and default price; visitors get no purchase marks', async () => {
    const { items } = await page(`typeid=${vodType}&subtypeid=${demo.subTypeId('PremiereMovies')}&pageSize=1`);
    expect(items[0]).toMatchObject({
      name: 'Sihina Desa',
      productTypeTypeName: 'vod',
      productTypeName: 'Video on Demand',
      productSubTypeTypeName: 'PremiereMovies',
      productSubTypeDisplayName: 'Premiere Movies',
      standalone: 'PURCHASE_MODE_STANDALONE',
      languages: [{ code: 'si', name: 'Sinhala' }],
      genres: [expect.objectContaining({ category: 'Drama' })],
      pgRating: 'PG',
      purchaseOption: expect.objectContaining({
        id: demo.optionId('sihina-desa', '2-days'),
        purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL',
        utilization: { utilizationPeriod: 2, utilizationPeriodUnit: 'DAYS' },
      }),
      isPurchased: false,
      isBundled: false,
      purchaseStatus: 'NOT_PURCHASED',
      purchaseId: null,
      daysRemainingToExpire: null,
    });
    expect(items[0]?.tags.map((tag) => tag.tag).sort()).toEqual(['New Release', 'Trending', 'featured']);
  });

  it('filters by sub type, language and genre; ALL is no filter', async () => {
    const subtype = demo.subTypeId('MVOD');
    const movies = listedSeeds((seed) => seed.subType === 'MVOD');
    const all = await page(`typeid=${vodType}&subtypeid=${subtype}&languageCode=ALL&genreId=ALL&pageSize=100`);
    expect(namesOf(all.items)).toEqual(namesOf(movies));
    const sinhala = await page(`typeid=${vodType}&subtypeid=${subtype}&languageCode=si&pageSize=100`);
    expect(namesOf(sinhala.items)).toEqual(namesOf(movies.filter((seed) => seed.languages?.includes('si'))));
    expect(sinhala.total).toBeLessThan(all.total);
    const drama = await page(`typeid=${vodType}&subtypeid=${subtype}&genreId=${demo.genreId('Drama')}&pageSize=100`);
    expect(namesOf(drama.items)).toEqual(namesOf(movies.filter((seed) => seed.genres?.includes('Drama'))));
    expect(drama.total).toBeGreaterThan(0);
  });

  it('an unknown type has no products; malformed ids and paging are a 400', async () => {
    expect(await page(`typeid=${randomUUID()}`)).toEqual({ items: [], page: 1, pageSize: 20, total: 0 });
    for (const query of ['typeid=vod', `typeid=${vodType}&page=0`, `typeid=${vodType}&pageSize=1000`, 'page=1']) {
      const response = await t.app.inject({ url: `${BASE}/all/active/by-type?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    }
  });

  it('lets visitors cache the answer and revalidate it with the ETag', async () => {
    const url = `${BASE}/all/active/by-type?typeid=${demo.typeId('channel')}`;
    const first = await t.app.inject({ url });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await t.app.inject({ url, headers: { 'if-none-match': String(etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const changed = await t.app.inject({ url, headers: { 'if-none-match': 'W/"something-else"' } });
    expect(changed.statusCode).toBe(200);
  });
});

describe('personalised public lists', () => {
  const bundlesUrl = (conid: string) => `${BASE}/all/active/by-type?typeid=${demo.typeId('databundle')}&conid=${conid}`;
  const fibre = demo.connectionId('kamala-fibre');

  it("marks the connection's purchases and is never cached", async () => {
    const token = await demoToken(t.app, 'fibre@selfcare.lk');
    const response = await t.app.inject({ url: bundlesUrl(fibre), headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
    const byName = new Map(response.json<ProductPage>().items.map((item) => [item.name, item]));
    expect(byName.get('Data Booster 25 GB')).toMatchObject({ isPurchased: true, purchaseStatus: 'PURCHASE_COMPLETE' });
    expect(byName.get('Data Booster 10 GB')).toMatchObject({
      isPurchased: true,
      purchaseStatus: 'PURCHASE_PENDING_REMOVE',
      daysRemainingToExpire: expect.any(Number),
    });
    expect(byName.get('PEO Lite Data 10 GB')).toMatchObject({ isBundled: true, isPurchased: true });
    expect(byName.get('Unlimited Data')).toMatchObject({ isPurchased: false, purchaseStatus: 'NOT_PURCHASED' });
  });

  it('a token without conid gets the visitor view; conid needs a token and must be the caller own', async () => {
    const token = await demoToken(t.app, 'fibre@selfcare.lk');
    const plain = await t.app.inject({
      url: `${BASE}/all/active/by-type?typeid=${demo.typeId('databundle')}`,
      headers: bearer(token),
    });
    expect(plain.json<ProductPage>().items.every((item) => item.purchaseStatus === 'NOT_PURCHASED')).toBe(true);

    expect((await t.app.inject({ url: bundlesUrl(fibre) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: bundlesUrl(fibre), headers: bearer('not.a.token') })).statusCode).toBe(401);
    const stranger = await createAccount(t.db, { connections: [{ broadband: true }] });
    const strangerToken = await loginToken(t.app, stranger);
    expect((await t.app.inject({ url: bundlesUrl(fibre), headers: bearer(strangerToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: bundlesUrl(randomUUID()), headers: bearer(strangerToken) })).statusCode).toBe(
      404,
    );
  });
});

describe('GET all/active/by-types', () => {
  it('takes typeid once or repeated', async () => {
    const bundles = listedSeeds((seed) => seed.type === 'channelbundle');
    const svods = listedSeeds((seed) => seed.type === 'svod');
    const once = await t.app.inject({ url: `${BASE}/all/active/by-types?typeid=${demo.typeId('channelbundle')}` });
    expect(namesOf(once.json())).toEqual(namesOf(bundles));
    const repeated = await t.app.inject({
      url: `${BASE}/all/active/by-types?typeid=${demo.typeId('channelbundle')}&typeid=${demo.typeId('svod')}`,
    });
    expect(namesOf(repeated.json())).toEqual(
      namesOf(listedSeeds((seed) => bundles.includes(seed) || svods.includes(seed))),
    );
    expect((await t.app.inject({ url: `${BASE}/all/active/by-types?typeid=${randomUUID()}` })).json()).toEqual([]);
    expect((await t.app.inject({ url: `${BASE}/all/active/by-types?typeid=svod` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${BASE}/all/active/by-types` })).statusCode).toBe(400);
  });
});

describe('POST by-product-type(s)-and-tags', () => {
  it('lists the featured products of a type', async () => {
    const featured = await post('by-product-type-and-tags', {
      productType: demo.typeId('package'),
      tags: ['featured'],
    });
    expect(namesOf(featured)).toEqual(['PEOTVGO', 'PEO Lite', 'PEO Family']);
    const all = await post('by-product-type-and-tags', { productType: demo.typeId('package'), tags: [] });
    expect(namesOf(all)).toEqual(namesOf(listedSeeds((seed) => seed.type === 'package')));
  });

  it('lists the featured products of several types; deleted and unknown tags match nothing', async () => {
    const types = [demo.typeId('channel'), demo.typeId('channelbundle')];
    const featured = await post('by-product-types-and-tags', { productTypes: types, tags: ['featured'] });
    expect(namesOf(featured)).toEqual(
      namesOf(
        listedSeeds(
          (seed) =>
            (seed.type === 'channel' || seed.type === 'channelbundle') && Boolean(seed.tags?.includes('featured')),
        ),
      ),
    );
    expect(await post('by-product-types-and-tags', { productTypes: types, tags: ['Avurudu 2024', 'nope'] })).toEqual(
      [],
    );
    expect(await post('by-product-types-and-tags', { productTypes: [randomUUID()], tags: [] })).toEqual([]);
  });

  it('refuses malformed types, missing fields and unknown fields', async () => {
    for (const [path, payload] of [
      ['by-product-type-and-tags', { productType: 'package', tags: [] }],
      ['by-product-type-and-tags', { productType: demo.typeId('package') }],
      ['by-product-types-and-tags', { productTypes: [], tags: [] }],
      ['by-product-types-and-tags', { productTypes: [demo.typeId('vod')], tags: [], sort: 'name' }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: `${BASE}/${path}`, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('POST all/id-list', () => {
  it('answers listed products in the order asked, leaving out unknown and hidden ones', async () => {
    const list = await post('all/id-list', {
      idList: [
        demo.productId('peo-family'),
        randomUUID(),
        demo.productId('rupavahini'),
        demo.productId('vesak-devotion'),
        demo.productId('peo-family'),
      ],
    });
    expect(namesOf(list)).toEqual(['PEO Family', 'Rupavahini']);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: `${BASE}/all/id-list`,
      payload: { idList: Array.from({ length: 101 }, () => randomUUID()) },
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('GET all-vods', () => {
  it('pages through every listed title, with the language filter', async () => {
    const listed = listedSeeds((seed) => seed.type === 'vod');
    const first = await t.app.inject({ url: `${BASE}/all-vods?pageSize=5` });
    expect(first.json<ProductPage>()).toMatchObject({ total: listed.length, pageSize: 5 });
    expect(namesOf(first.json<ProductPage>().items)).toEqual(namesOf(listed.slice(0, 5)));
    const tamil = await t.app.inject({ url: `${BASE}/all-vods?languageCode=ta&pageSize=100` });
    expect(namesOf(tamil.json<ProductPage>().items)).toEqual(
      namesOf(listed.filter((seed) => seed.languages?.includes('ta'))),
    );
    expect((await t.app.inject({ url: `${BASE}/all-vods?languageCode=Tamil` })).statusCode).toBe(400);
  });
});

describe('POST trending', () => {
  it("lists a sub type's titles tagged Trending", async () => {
    const trending = await post('trending', { subTypeId: demo.subTypeId('MVOD') });
    const expected = listedSeeds((seed) => seed.subType === 'MVOD' && Boolean(seed.tags?.includes('Trending')));
    expect(expected.length).toBeGreaterThan(0);
    expect(namesOf(trending)).toEqual(namesOf(expected));
    expect(await post('trending', { subTypeId: randomUUID() })).toEqual([]);
    const malformed = await t.app.inject({ method: 'POST', url: `${BASE}/trending`, payload: { subTypeId: 'MVOD' } });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET bundled', () => {
  const bundled = (query: string) => t.app.inject({ url: `${BASE}/bundled?${query}` });

  it('lists the bundles and promotional packages carrying a product', async () => {
    const response = await bundled(`productId=${demo.productId('star-sports-1')}`);
    expect(response.statusCode).toBe(200);
    expect(namesOf(response.json())).toEqual(['Sports Pack', 'Cricket Fever']);
  });

  it('leaves out what the base package already includes', async () => {
    const response = await bundled(
      `productId=${demo.productId('star-sports-1')}&basePackageId=${demo.productId('peo-premium')}`,
    );
    expect(namesOf(response.json())).toEqual(['Cricket Fever']);
  });

  it('answers 404 for an unknown product or a base package that is not one, 400 for a malformed id', async () => {
    expect((await bundled(`productId=${randomUUID()}`)).statusCode).toBe(404);
    const notAPackage = await bundled(
      `productId=${demo.productId('star-sports-1')}&basePackageId=${demo.productId('sports-pack')}`,
    );
    expect(notAPackage.statusCode).toBe(404);
    expect(notAPackage.json()).toEqual({ message: 'This product is not available.', code: 'NOT_FOUND' });
    expect((await bundled('productId=star-sports-1')).statusCode).toBe(400);
  });
});

describe('odd input', () => {
  it('is a 4xx, never a 5xx', async () => {
    const nil = '00000000-0000-0000-0000-000000000000';
    const requests = [
      {
        method: 'POST' as const,
        url: `${BASE}/by-product-type-and-tags`,
        payload: { productType: nil, tags: ['a\u0000b'] },
      },
      { method: 'POST' as const, url: `${BASE}/by-product-type-and-tags`, payload: { productType: nil, tags: [' '] } },
      { method: 'POST' as const, url: `${BASE}/all/id-list`, payload: { idList: 'x' } },
      { method: 'POST' as const, url: `${BASE}/trending`, payload: '[' },
      { method: 'GET' as const, url: `${BASE}/all/active/by-type?typeid=${vodType}&typeid=${vodType}` },
      { method: 'GET' as const, url: `${BASE}/all/active/by-type?typeid[]=${vodType}` },
      { method: 'GET' as const, url: `${BASE}/all/active/by-type?typeid=${vodType}&page=10000&pageSize=100` },
      { method: 'GET' as const, url: `${BASE}/${nil}` },
      { method: 'GET' as const, url: `${BASE}/all-vods?languageCode=%00` },
    ];
    for (const request of requests) {
      const response = await t.app.inject({ ...request, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode, `${request.url} ${JSON.stringify(request.payload)}`).toBeLessThan(500);
    }
  });
});
