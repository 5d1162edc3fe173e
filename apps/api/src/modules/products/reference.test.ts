import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo } from '../../../test/catalogue';
import { categories, productCategories, products } from '../../db/schema';
import { productSeeds } from '../../db/seed/catalogue';
import { languageSeeds, productTypeSeeds, subTypeSeeds } from '../../db/seed/catalogue/reference';

const BASE = '/api/products/v1/products';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

describe('GET product-types', () => {
  it('lists every type with its fixed id, in order', async () => {
    const response = await t.app.inject({ url: `${BASE}/product-types` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      productTypeSeeds.map((seed) => ({ id: demo.typeId(seed.typeName), typeName: seed.typeName, name: seed.name })),
    );
  });
});

describe('sub types', () => {
  it('type/{id}/subtype/all lists the video sub types in tab order', async () => {
    const response = await t.app.inject({ url: `${BASE}/type/${demo.typeId('vod')}/subtype/all` });
    expect(response.statusCode).toBe(200);
    const subTypes = response.json<{ typeName: string; displayName: string; parentTypeId: string }[]>();
    expect(subTypes.map((subType) => subType.typeName)).toEqual(subTypeSeeds.map((seed) => seed.typeName));
    expect(subTypes[0]).toEqual({
      id: demo.subTypeId('PremiereMovies'),
      parentTypeId: demo.typeId('vod'),
      typeName: 'PremiereMovies',
      displayName: 'Premiere Movies',
      active: true,
    });
  });

  it('parent-types/{id}/sub-types lists the active ones', async () => {
    const response = await t.app.inject({ url: `${BASE}/parent-types/${demo.typeId('vod')}/sub-types` });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ active: boolean }[]>().every((subType) => subType.active)).toBe(true);
    expect(response.json()).toHaveLength(subTypeSeeds.length);
  });

  it('a type without sub types, or an unknown one, has none; a malformed id is a 400', async () => {
    for (const id of [demo.typeId('channel'), randomUUID()]) {
      expect((await t.app.inject({ url: `${BASE}/type/${id}/subtype/all` })).json()).toEqual([]);
      expect((await t.app.inject({ url: `${BASE}/parent-types/${id}/sub-types` })).json()).toEqual([]);
    }
    const malformed = await t.app.inject({ url: `${BASE}/type/vod/subtype/all` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      message: 'This link is not valid. Please check the address and try again.',
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('languages and genres', () => {
  it('lists every language, or those of a sub type', async () => {
    const all = await t.app.inject({ url: `${BASE}/languages` });
    expect(all.json<{ code: string }[]>().map((language) => language.code)).toEqual(['en', 'hi', 'si', 'ta']);
    const handmade = await t.app.inject({ url: `${BASE}/languages?subtypeid=${demo.subTypeId('Handmade')}` });
    expect(handmade.statusCode).toBe(200);
    const handmadeCodes = new Set(
      productSeeds
        .filter((seed) => seed.subType === 'Handmade' && !seed.hidden && !seed.inactive)
        .flatMap((seed) => seed.languages ?? []),
    );
    expect(handmade.json<{ code: string }[]>().map((language) => language.code)).toEqual(
      languageSeeds
        .filter((seed) => handmadeCodes.has(seed.code))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((seed) => seed.code),
    );
  });

  it('lists the genres of a sub type (one or none hides the dropdown)', async () => {
    const dishes = await t.app.inject({ url: `${BASE}/genres?subtypeid=${demo.subTypeId('Dishes')}` });
    expect(dishes.json<{ category: string }[]>().map((genre) => genre.category)).toEqual(['Cooking']);
    const unknown = await t.app.inject({ url: `${BASE}/genres?subtypeid=${randomUUID()}` });
    expect(unknown.json()).toEqual([]);
    expect((await t.app.inject({ url: `${BASE}/genres` })).json()).toHaveLength(15);
    expect((await t.app.inject({ url: `${BASE}/genres?subtypeid=Dishes` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${BASE}/languages?subtypeid=1&extra=1` })).statusCode).toBe(400);
  });
});

describe('POST channel-categories', () => {
  const channelCategories = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/channel-categories`,
      payload: { productType: demo.typeId('channel') },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ category: string; parentCategory: string | null }[]>();
  };

  it('lists the ten categories channels are in, with their parent, not the empty parent groups', async () => {
    const list = await channelCategories();
    expect(list.map((category) => category.category)).toEqual([
      'Local Variety',
      'Tamil',
      'Religious',
      'Learning & Educational',
      'Foreign Variety',
      'Movie',
      'Kids',
      'Infotainment',
      'Sports',
      'News / Business',
    ]);
    expect(list[0]).toMatchObject({ category: 'Local Variety', parentCategory: 'Local' });
  });

  it('takes categories from active channels only, and each name once', async () => {
    const [channel] = await t.db
      .insert(products)
      .values({
        productTypeId: demo.typeId('channel'),
        name: 'Retired Channel',
        imageUrl: '/media/channel/retired.svg',
        thumbnailUrl: '/media/channel/retired.svg',
        status: 'PRODUCT_STATUS_INACTIVE',
        purchaseMode: 'PURCHASE_MODE_BUNDLED',
      })
      .returning({ id: products.id });
    const [retired, duplicate] = await t.db
      .insert(categories)
      .values([
        { productTypeId: demo.typeId('channel'), category: 'Retired Shows', sortOrder: 0 },
        // The same name under another type, linked to an active channel.
        { productTypeId: demo.typeId('vod'), category: 'Sports', sortOrder: 99 },
      ])
      .returning({ id: categories.id });
    if (!channel || !retired || !duplicate) throw new Error('insert returned nothing');
    await t.db.insert(productCategories).values([
      { productId: channel.id, categoryId: retired.id },
      { productId: demo.productId('star-sports-1'), categoryId: duplicate.id },
    ]);

    const names = (await channelCategories()).map((category) => category.category);
    expect(names).not.toContain('Retired Shows');
    expect(names.filter((name) => name === 'Sports')).toHaveLength(1);
  });

  it('answers an unknown type with none and refuses a malformed one', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${BASE}/channel-categories`,
      payload: { productType: randomUUID() },
    });
    expect(unknown.json()).toEqual([]);
    const malformed = await t.app.inject({
      method: 'POST',
      url: `${BASE}/channel-categories`,
      payload: { productType: 'channel' },
    });
    expect(malformed.statusCode).toBe(400);
  });
});
