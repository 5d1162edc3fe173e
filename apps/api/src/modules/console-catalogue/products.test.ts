import type { ConsoleProduct, ConsoleProductList, ConsoleReference, ProductDetail } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo } from '../../../test/catalogue';
import { products, purchaseOptionGroups } from '../../db/schema';
import { catalogue, productSeeds } from '../../db/seed/catalogue';
import { channelForm, consoleCaller, FROM, formOf } from './test-kit';

const PORTAL = '/api/products/v1/products';

let t: TestApp;
let manager: Awaited<ReturnType<typeof consoleCaller>>;
let reference: ConsoleReference;
beforeAll(async () => {
  t = await createSeededTestApp();
  manager = await consoleCaller(t, 'administrator');
  reference = (await manager.call('GET', '/catalogue/reference')).json<ConsoleReference>();
});
afterAll(() => t.close());

const typeIdOf = (typeName: string) => reference.productTypes.find((type) => type.typeName === typeName)?.id;
const countProducts = async () => (await t.db.select({ id: products.id }).from(products)).length;
const countGroups = async () => (await t.db.select({ id: purchaseOptionGroups.id }).from(purchaseOptionGroups)).length;

describe('reference data', () => {
  it('lists the types, their categories and the values the forms choose from', () => {
    expect(reference.productTypes.map((type) => type.typeName)).toEqual(
      expect.arrayContaining(['channel', 'vod', 'svod', 'package', 'screens', 'databundle']),
    );
    const channelCategories = reference.categories.filter((row) => row.productTypeId === typeIdOf('channel'));
    expect(channelCategories.length).toBeGreaterThan(0);
    expect(reference.purchaseModes).toEqual(['PURCHASE_MODE_STANDALONE', 'PURCHASE_MODE_BUNDLED']);
    expect(reference.languages.length).toBeGreaterThan(0);
    const seededRatings = new Set(productSeeds.flatMap((seed) => (seed.pgRating ? [seed.pgRating] : [])));
    expect(reference.pgRatings.sort()).toEqual([...seededRatings].sort());
  });
});

describe('product list', () => {
  it('pages, filters by type, status and name, and sorts', async () => {
    const page = (query: string) => manager.call('GET', `/products?${query}`).then((r) => r.json<ConsoleProductList>());
    const channels = await page('productType=channel&sort=channelNo&order=desc&pageSize=5');
    expect(channels.items).toHaveLength(5);
    expect(channels.items.every((item) => item.productType === 'channel')).toBe(true);
    const numbers = channels.items.map((item) => item.channelNo ?? 0);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const seededChannels = productSeeds.filter((seed) => seed.type === 'channel').length;
    expect(channels.total).toBeGreaterThanOrEqual(seededChannels);

    const second = await page('productType=channel&sort=channelNo&order=desc&pageSize=5&page=2');
    expect(second.items.map((item) => item.id)).not.toContain(channels.items[0]?.id);

    const hbo = catalogue.get('hbo').name;
    const found = await page(`q=${encodeURIComponent(hbo.toLowerCase())}`);
    expect(found.items.map((item) => item.id)).toContain(demo.productId('hbo'));
    expect(found.items.every((item) => item.name.toLowerCase().includes(hbo.toLowerCase()))).toBe(true);

    const inactive = await page('status=inactive&pageSize=100');
    const seededInactive = productSeeds.filter((seed) => seed.inactive).map((seed) => demo.productId(seed.slug));
    expect(inactive.items.map((item) => item.id).sort()).toEqual(expect.arrayContaining(seededInactive));
    expect(inactive.items.every((item) => item.status === 'inactive')).toBe(true);

    const named = [demo.productId('hbo'), channels.items[0]?.id ?? ''];
    const byIds = await page(`ids=${named.join(',')}`);
    expect(byIds.items.map((item) => item.id).sort()).toEqual([...named].sort());
    expect((await manager.call('GET', '/products?ids=hbo')).statusCode).toBe(400);

    expect((await manager.call('GET', '/products?pageSize=101')).statusCode).toBe(400);
    expect((await manager.call('GET', '/products?q=%25')).json<ConsoleProductList>().total).toBe(0);
  });
});

describe('creating a product', () => {
  it('creates a channel with its option, visible to the portal, audited with what it became', async () => {
    const categoryId = reference.categories.find((row) => row.productTypeId === typeIdOf('channel'))?.id ?? '';
    const languageId = reference.languages[0]?.id ?? '';
    const form = channelForm('Console News', 650, { categoryIds: [categoryId, categoryId], languageIds: [languageId] });
    const response = await manager.call('POST', '/products', form);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<ConsoleProduct>();
    expect(created).toMatchObject({
      status: 'active',
      productType: 'channel',
      channelNo: form.channelNo,
      categoryIds: [categoryId],
      languageIds: [languageId],
      purchaseOptions: [expect.objectContaining({ price: 650, isDefault: true, purchasePrice: 650 })],
    });

    const portal = await t.app.inject({ url: `${PORTAL}/${created.id}` });
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json<ProductDetail>()).toMatchObject({
      name: 'Console News',
      purchaseOption: expect.objectContaining({ defaultPrice: 650 }),
    });

    const [row] = await manager.audit(`action=console.create_product&subjectId=${created.id}`);
    expect(row).toMatchObject({
      staffId: manager.staff.id,
      ipAddress: FROM,
      subjectType: 'product',
      details: { after: expect.objectContaining({ name: 'Console News', channelNo: form.channelNo }) },
    });
    expect((await manager.call('GET', `/products/${created.id}`)).json<ConsoleProduct>()).toEqual(created);
  });

  it('refuses what the portal could not use, with a sentence, and writes nothing', async () => {
    const before = [await countProducts(), await countGroups()];
    const takenNo = productSeeds.find((seed) => seed.channelNo !== undefined);
    const refusals: [object, number, RegExp][] = [
      [channelForm('No number', 100, { channelNo: null }), 400, /channel number/i],
      [channelForm('Taken number', 100, { channelNo: takenNo?.channelNo ?? 1 }), 409, new RegExp(takenNo?.name ?? '')],
      [channelForm('Negative', 100, { channelNo: -4 }), 400, /channelNo/],
      [channelForm('No option', 100, { purchaseOption: undefined }), 400, /purchaseOption/],
      [channelForm('Screens', 100, { productType: 'screens', channelNo: null }), 400, /number of screens/],
      [channelForm('Data', 100, { productType: 'databundle', channelNo: null }), 400, /data quota/],
      [channelForm('Bundle link', 100, { bundleChannels: [demo.productId('hbo')] }), 400, /bundleChannels/],
      [channelForm('Unknown tag', 100, { tagIds: ['00000000-0000-4000-8000-000000000000'] }), 400, /tagIds/],
      [{ ...channelForm('Extra'), colour: 'red' }, 400, /colour/],
    ];
    for (const [form, status, message] of refusals) {
      const response = await manager.call('POST', '/products', form);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    expect([await countProducts(), await countGroups()]).toEqual(before);
  });

  it('creates a channel bundle of channels only, and a bundled VOD without an option', async () => {
    const channels = productSeeds.filter((seed) => seed.type === 'channel').slice(0, 2);
    const bundle = await manager.call('POST', '/products', {
      ...channelForm('Console Bundle', 300),
      productType: 'channelbundle',
      channelNo: null,
      bundleChannels: channels.map((seed) => demo.productId(seed.slug)),
    });
    expect(bundle.statusCode, bundle.body).toBe(201);
    expect(bundle.json<ConsoleProduct>().bundleChannels).toEqual(channels.map((seed) => demo.productId(seed.slug)));

    const film = {
      ...channelForm('Console Film'),
      productType: 'vod',
      channelNo: null,
      purchaseMode: 'PURCHASE_MODE_BUNDLED',
      purchaseOption: undefined,
    };
    const noTab = await manager.call('POST', '/products', film);
    expect(noTab.statusCode).toBe(400);
    expect(noTab.json<{ message: string }>().message).toMatch(/sub type/);
    const channelSubType = reference.subTypes.find((row) => row.parentTypeId !== typeIdOf('vod'));
    if (channelSubType) {
      const wrongTab = await manager.call('POST', '/products', { ...film, subTypeId: channelSubType.id });
      expect(wrongTab.statusCode).toBe(400);
    }
    const subTypeId = reference.subTypes.find((row) => row.parentTypeId === typeIdOf('vod'))?.id;
    const vod = await manager.call('POST', '/products', { ...film, subTypeId });
    expect(vod.statusCode, vod.body).toBe(201);
    expect(vod.json<ConsoleProduct>()).toMatchObject({ purchaseOptions: [], purchaseOptionGroupId: null });
    const wrong = await manager.call('POST', '/products', {
      ...channelForm('Wrong SVOD'),
      productType: 'svod',
      channelNo: null,
      svodChildren: [demo.productId('hbo')],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toMatch(/vod products/);
  });
});

describe('editing a product', () => {
  it('replaces fields and links in one go, audited before and after; the portal sees it', async () => {
    const created = (await manager.call('POST', '/products', channelForm('Before Edit'))).json<ConsoleProduct>();
    const tagId = reference.tags[0]?.id ?? '';
    const edited = await manager.call('PUT', `/products/${created.id}`, {
      ...formOf(created),
      name: 'After Edit',
      tagIds: [tagId],
      featureTstv: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ConsoleProduct>()).toMatchObject({ name: 'After Edit', tagIds: [tagId], featureTstv: true });
    const portal = (await t.app.inject({ url: `${PORTAL}/${created.id}` })).json<ProductDetail>();
    expect(portal.name).toBe('After Edit');
    const [row] = await manager.audit(`action=console.update_product&subjectId=${created.id}`);
    expect(row?.details).toMatchObject({
      before: expect.objectContaining({ name: 'Before Edit', tagIds: [] }),
      after: expect.objectContaining({ name: 'After Edit', tagIds: [tagId] }),
    });

    const other = (await manager.call('POST', '/products', channelForm('Other Channel'))).json<ConsoleProduct>();
    const clash = await manager.call('PUT', `/products/${other.id}`, {
      ...formOf(other),
      channelNo: created.channelNo,
    });
    expect(clash.statusCode).toBe(409);
    expect((await manager.call('GET', `/products/${other.id}`)).json<ConsoleProduct>().channelNo).toBe(other.channelNo);
    const unknown = await manager.call('PUT', '/products/00000000-0000-4000-8000-000000000000', formOf(other));
    expect(unknown.statusCode).toBe(404);
  });

  it('saves each seeded type unchanged when its own form comes back', async () => {
    const types = [...new Set(productSeeds.map((seed) => seed.type))];
    for (const type of types) {
      const seed = productSeeds.find((candidate) => candidate.type === type && !candidate.inactive);
      if (!seed) continue;
      const id = demo.productId(seed.slug);
      const before = (await manager.call('GET', `/products/${id}`)).json<ConsoleProduct>();
      const saved = await manager.call('PUT', `/products/${id}`, formOf(before));
      expect(saved.statusCode, `${seed.slug}: ${saved.body}`).toBe(200);
      const { updatedAt: _before, ...unchanged } = before;
      expect(saved.json<ConsoleProduct>()).toMatchObject(unchanged);
    }
  });

  it('takes a product off sale and puts it back', async () => {
    const created = (await manager.call('POST', '/products', channelForm('On and Off'))).json<ConsoleProduct>();
    const off = await manager.call('POST', `/products/${created.id}/status`, { status: 'inactive' });
    expect(off.json<ConsoleProduct>().status).toBe('inactive');
    const [stored] = await t.db.select({ status: products.status }).from(products).where(eq(products.id, created.id));
    expect(stored?.status).toBe('PRODUCT_STATUS_INACTIVE');
    // The portal still shows a withdrawn product to whoever holds it, with its status; purchases refuse it.
    const portalStatus = async () =>
      (await t.app.inject({ url: `${PORTAL}/${created.id}` })).json<ProductDetail>().status;
    expect(await portalStatus()).toBe('PRODUCT_STATUS_INACTIVE');
    await manager.call('POST', `/products/${created.id}/status`, { status: 'active' });
    expect(await portalStatus()).toBe('PRODUCT_STATUS_ACTIVE');
    const rows = await manager.audit(`action=console.set_product_status&subjectId=${created.id}`);
    expect(rows.map((row) => row.details)).toEqual([
      { before: { status: 'inactive' }, after: { status: 'active' } },
      { before: { status: 'active' }, after: { status: 'inactive' } },
    ]);
    expect((await manager.call('POST', `/products/${created.id}/status`, { status: 'gone' })).statusCode).toBe(400);
  });

  it('lets marketing read but not write', async () => {
    const marketing = await consoleCaller(t, 'marketing');
    expect((await marketing.call('GET', `/products/${demo.productId('hbo')}`)).statusCode).toBe(200);
    expect((await marketing.call('POST', '/products', channelForm('Not Allowed'))).statusCode).toBe(403);
  });
});
