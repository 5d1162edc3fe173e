import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySecret } from '../../lib/password';
import { verifyPin } from '../../lib/pin-hash';
import { findImage } from '../../modules/media/images';
import { mediaKinds } from '../../modules/media/paths';
import { voucherCovers, voucherRestrictions } from '../../modules/purchasing/gift-redemption';
import { type Database, type DatabaseHandle, openDatabase } from '../client';
import * as schema from '../schema';
import { DEMO_PARENTAL_PIN, DEMO_PASSWORD, demoSubscribers } from './demo-subscribers';
import { seedIfEmpty } from './index';

const DAY_MS = 24 * 60 * 60 * 1000;

let handle: DatabaseHandle;
let db: Database;
let firstSeed: boolean;

beforeAll(async () => {
  handle = openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  db = handle.db;
  firstSeed = await seedIfEmpty(db);
}, 60_000);

afterAll(() => handle.close());

async function rowCount(table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

/** Products of one type, with their purchase options. */
async function productsOfType(typeName: schema.ProductTypeName) {
  const rows = await db
    .select({ product: schema.products, typeName: schema.productTypes.typeName })
    .from(schema.products)
    .innerJoin(schema.productTypes, eq(schema.products.productTypeId, schema.productTypes.id))
    .where(eq(schema.productTypes.typeName, typeName));
  const options = await db.select().from(schema.purchaseOptions);
  return rows.map(({ product }) => ({
    ...product,
    options: options.filter((option) => option.purchaseOptionGroupId === product.purchaseOptionGroupId),
  }));
}

async function tagged(tag: string): Promise<string[]> {
  const rows = await db
    .select({ productId: schema.productTags.productId })
    .from(schema.productTags)
    .innerJoin(schema.tags, eq(schema.productTags.tagId, schema.tags.id))
    .where(eq(schema.tags.tag, tag));
  return rows.map((row) => row.productId);
}

async function connectionOf(email: string, position = 0) {
  const [row] = await db
    .select({ connection: schema.connections })
    .from(schema.connections)
    .innerJoin(schema.accounts, eq(schema.connections.accountId, schema.accounts.id))
    .where(and(eq(schema.accounts.email, email), eq(schema.connections.position, position)));
  if (!row) throw new Error(`No connection ${position} for ${email}`);
  return row.connection;
}

describe('seedIfEmpty', () => {
  it('seeds an empty database and leaves a seeded one alone', async () => {
    expect(firstSeed).toBe(true);
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await rowCount(schema.accounts)).toBe(demoSubscribers.length);
  });

  it('gives every row the same id on every fresh database', async () => {
    const other = openDatabase({ dataDir: 'memory://' });
    try {
      await other.migrate();
      expect(await seedIfEmpty(other.db)).toBe(true);
      const snapshot = async (target: Database) => ({
        accounts: await target
          .select({ id: schema.accounts.id })
          .from(schema.accounts)
          .orderBy(asc(schema.accounts.id)),
        connections: await target
          .select({ id: schema.connections.id, code: schema.connections.validationCode })
          .from(schema.connections)
          .orderBy(asc(schema.connections.id)),
        products: await target
          .select({ id: schema.products.id })
          .from(schema.products)
          .orderBy(asc(schema.products.id)),
        options: await target
          .select({ id: schema.purchaseOptions.id })
          .from(schema.purchaseOptions)
          .orderBy(asc(schema.purchaseOptions.id)),
        purchases: await target
          .select({ id: schema.purchases.id })
          .from(schema.purchases)
          .orderBy(asc(schema.purchases.id)),
        transactions: await target
          .select({ id: schema.transactions.id, reference: schema.transactions.referenceNo })
          .from(schema.transactions)
          .orderBy(asc(schema.transactions.id)),
        vouchers: await target
          .select({ id: schema.purchasedVouchers.id, code: schema.purchasedVouchers.code })
          .from(schema.purchasedVouchers)
          .orderBy(asc(schema.purchasedVouchers.id)),
        profiles: await target
          .select({ id: schema.profiles.id })
          .from(schema.profiles)
          .orderBy(asc(schema.profiles.id)),
      });
      const [mine, theirs] = [await snapshot(db), await snapshot(other.db)];
      expect(theirs).toEqual(mine);
      expect(mine.products.length).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  }, 60_000);
});

describe('reference data', () => {
  it('has every product type with one fixed id each', async () => {
    const types = await db.select().from(schema.productTypes);
    expect(types.map((type) => type.typeName).sort()).toEqual([...schema.productTypeNames].sort());
  });

  it('has the fifteen video sub types under the vod type', async () => {
    const subTypes = await db
      .select({ typeName: schema.productSubTypes.typeName, parent: schema.productTypes.typeName })
      .from(schema.productSubTypes)
      .innerJoin(schema.productTypes, eq(schema.productSubTypes.parentTypeId, schema.productTypes.id));
    expect(subTypes).toHaveLength(15);
    expect(new Set(subTypes.map((subType) => subType.parent))).toEqual(new Set(['vod']));
    expect(subTypes.map((subType) => subType.typeName)).toEqual(
      expect.arrayContaining(['PremiereMovies', 'MVOD', 'MUSIC', 'EOD', 'F4U', 'DOCUMENTARY', 'TVOD', 'SF', 'STD']),
    );
  });

  it('has the ten channel categories, each under a parent', async () => {
    const categories = await db.select().from(schema.categories);
    const leaves = categories.filter((category) => category.parentId !== null);
    expect(leaves.map((category) => category.category).sort()).toEqual(
      [
        'Foreign Variety',
        'Infotainment',
        'Kids',
        'Learning & Educational',
        'Local Variety',
        'Movie',
        'News / Business',
        'Religious',
        'Sports',
        'Tamil',
      ].sort(),
    );
  });

  it('has the 25 districts and the tax table', async () => {
    expect(await rowCount(schema.districts)).toBe(25);
    const taxes = await db.select().from(schema.taxRates).orderBy(asc(schema.taxRates.sortOrder));
    expect(
      taxes.map(({ taxDisplayName, ratePercent, compound }) => ({ taxDisplayName, ratePercent, compound })),
    ).toEqual([
      { taxDisplayName: 'SSCL', ratePercent: 2.5641, compound: false },
      { taxDisplayName: 'VAT', ratePercent: 18, compound: true },
    ]);
  });

  it('has fixed-line records for the demo lines and for lines not yet registered', async () => {
    const records = await db.select().from(schema.fixedLineCustomers);
    const registered = await db
      .select({ telephoneNumber: schema.connections.telephoneNumber })
      .from(schema.connections);
    const registeredNumbers = new Set(registered.map((row) => row.telephoneNumber));
    expect(
      records.some((record) => record.telephoneNumber === '0112345678' && record.accountNumber === '0012345678'),
    ).toBe(true);
    expect(records.filter((record) => !registeredNumbers.has(record.telephoneNumber)).length).toBeGreaterThanOrEqual(3);
  });
});

describe('catalogue', () => {
  it('has as many products of each type as designed', async () => {
    const rows = await db
      .select({ typeName: schema.productTypes.typeName, value: count() })
      .from(schema.products)
      .innerJoin(schema.productTypes, eq(schema.products.productTypeId, schema.productTypes.id))
      .groupBy(schema.productTypes.typeName);
    expect(Object.fromEntries(rows.map((row) => [row.typeName, row.value]))).toEqual({
      channel: 65,
      channelbundle: 4,
      package: 6,
      promotionalpackage: 4,
      vod: 84,
      svod: 5,
      screens: 7,
      databundle: 9,
    });
  });

  it('numbers channels uniquely across all ten categories, some a-la-carte and some featured', async () => {
    const channels = await productsOfType('channel');
    expect(new Set(channels.map((channel) => channel.channelNo)).size).toBe(channels.length);
    expect(channels.every((channel) => channel.channelNo !== null)).toBe(true);
    const linked = await db
      .selectDistinct({ categoryId: schema.productCategories.categoryId })
      .from(schema.productCategories)
      .where(
        inArray(
          schema.productCategories.productId,
          channels.map((channel) => channel.id),
        ),
      );
    expect(linked).toHaveLength(10);
    expect(
      channels.filter((channel) => channel.purchaseMode === 'PURCHASE_MODE_STANDALONE').length,
    ).toBeGreaterThanOrEqual(3);
    expect(channels.some((channel) => channel.featureTstv && channel.featurePip && channel.featureCpvr)).toBe(true);
    const featured = new Set(await tagged('featured'));
    expect(channels.filter((channel) => featured.has(channel.id)).length).toBeGreaterThanOrEqual(6);
  });

  it('has monthly and one-off base packages with screens, data and contents, one named PEOTVGO', async () => {
    const packages = await productsOfType('package');
    expect(packages.map((item) => item.name)).toContain('PEOTVGO');
    const purchaseTypes = new Set(packages.flatMap((item) => item.options.map((option) => option.purchaseType)));
    expect(purchaseTypes).toEqual(new Set(['PURCHASE_TYPE_SUBSCRIPTION', 'PURCHASE_TYPE_TRANSACTIONAL']));
    expect(packages.every((item) => (item.numberOfScreens ?? 0) > 0)).toBe(true);
    expect(packages.map((item) => item.dataQuota)).toContain(-1);
    const secondary = await db
      .select()
      .from(schema.productTypes)
      .where(eq(schema.productTypes.typeName, 'secondarypackage'));
    expect(packages.every((item) => item.packageTypeId === secondary[0]?.id)).toBe(true);
    for (const item of packages) {
      expect(
        await rowCount(schema.packageContents, eq(schema.packageContents.packageId, item.id)),
        item.name,
      ).toBeGreaterThan(10);
    }
    expect(await rowCount(schema.packageScreens)).toBeGreaterThan(0);
    expect(await rowCount(schema.packageDataBundles)).toBe(4);
  });

  it('has at least four displayed on-demand titles in every sub type, in three languages', async () => {
    const titles = await db
      .select({ subType: schema.productSubTypes.typeName, value: count() })
      .from(schema.products)
      .innerJoin(schema.productSubTypes, eq(schema.products.productSubTypeId, schema.productSubTypes.id))
      .where(and(eq(schema.products.enableDisplay, true), eq(schema.products.status, 'PRODUCT_STATUS_ACTIVE')))
      .groupBy(schema.productSubTypes.typeName);
    expect(titles).toHaveLength(15);
    expect(titles.every((row) => row.value >= 4)).toBe(true);
    const languages = await db
      .selectDistinct({ code: schema.languages.code })
      .from(schema.productLanguages)
      .innerJoin(schema.languages, eq(schema.productLanguages.languageId, schema.languages.id));
    expect(languages.map((row) => row.code)).toEqual(expect.arrayContaining(['si', 'ta', 'en']));
    const vods = await productsOfType('vod');
    expect(
      vods.some((vod) => vod.options.some((option) => option.purchaseType === 'PURCHASE_TYPE_TRANSACTIONAL')),
    ).toBe(true);
    expect(vods.some((vod) => vod.purchaseMode === 'PURCHASE_MODE_BUNDLED' && vod.enableDisplay)).toBe(true);
    expect(vods.every((vod) => vod.pgRating !== null && vod.additionalDetails.length > 0)).toBe(true);
    expect((await tagged('Trending')).length).toBeGreaterThanOrEqual(10);
  });

  it('has SVODs with child videos', async () => {
    const svods = await productsOfType('svod');
    expect(svods.length).toBeGreaterThanOrEqual(4);
    for (const svod of svods) {
      expect(
        await rowCount(schema.svodChildren, eq(schema.svodChildren.svodId, svod.id)),
        svod.name,
      ).toBeGreaterThanOrEqual(4);
    }
  });

  it('sells extra screens, data bundles (one unlimited) and promotional packages', async () => {
    const forSale = <T extends { purchaseMode: string }>(items: T[]) =>
      items.filter((item) => item.purchaseMode === 'PURCHASE_MODE_STANDALONE');
    expect(forSale(await productsOfType('screens')).length).toBeGreaterThanOrEqual(2);
    expect(forSale(await productsOfType('databundle')).map((bundle) => bundle.dataQuota)).toContain(-1);
    const bundles = await productsOfType('channelbundle');
    for (const bundle of bundles) {
      expect(
        await rowCount(schema.bundleChannels, eq(schema.bundleChannels.bundleId, bundle.id)),
      ).toBeGreaterThanOrEqual(3);
    }
    const promotions = await productsOfType('promotionalpackage');
    expect(promotions.map((item) => item.status)).toEqual(
      expect.arrayContaining(['PRODUCT_STATUS_ACTIVE', 'PRODUCT_STATUS_INACTIVE']),
    );
  });
});

describe('promotions', () => {
  it('has banners of each link type, image-only ones, public and package-targeted ones', async () => {
    const banners = await db.select().from(schema.banners);
    const types = new Set(banners.map((banner) => banner.type));
    expect(types).toEqual(new Set(['vod', 'channel', 'databundle', 'screens', 'package', 'svod', null]));
    expect(banners.some((banner) => banner.productId === null && banner.redirectUrl === null)).toBe(true);
    const targeted = new Set((await db.select().from(schema.bannerBasePackages)).map((row) => row.bannerId));
    expect(banners.some((banner) => targeted.has(banner.id))).toBe(true);
    expect(banners.some((banner) => !targeted.has(banner.id))).toBe(true);
    expect(new Set(banners.map((banner) => banner.voucherType))).toEqual(new Set([null, 'gift', 'discount']));
  });

  it('has the promotional vouchers and gift vouchers of every kind', async () => {
    const vouchers = await db.select().from(schema.promotionalVouchers);
    expect(vouchers.find((voucher) => voucher.code === 'WELCOME10')).toMatchObject({
      discountType: 'PERCENTAGE',
      value: 10,
    });
    expect(vouchers.find((voucher) => voucher.code === 'FLAT100')).toMatchObject({
      discountType: 'AMOUNT',
      value: 100,
    });
    const gifts = await db.select().from(schema.giftVouchers);
    expect(new Set(gifts.map((gift) => gift.own))).toEqual(new Set([true, false]));
    expect(new Set(gifts.map((gift) => gift.restricted))).toEqual(new Set([true, false]));
    expect(gifts.some((gift) => gift.totalCount !== null)).toBe(true);
    expect(gifts.some((gift) => gift.totalValue !== null)).toBe(true);
    expect(gifts.some((gift) => gift.purchaseEnd < new Date())).toBe(true);
  });

  it('describes every gift voucher by what it is worth and what its restriction allows, by name', async () => {
    const named = <T extends { giftVoucherId: string; name: string }>(rows: T[], id: string) =>
      rows.filter((row) => row.giftVoucherId === id).map((row) => row.name);
    const products = await db
      .select({ giftVoucherId: schema.giftVoucherProducts.giftVoucherId, name: schema.products.name })
      .from(schema.giftVoucherProducts)
      .innerJoin(schema.products, eq(schema.products.id, schema.giftVoucherProducts.productId));
    const types = await db
      .select({ giftVoucherId: schema.giftVoucherProductTypes.giftVoucherId, name: schema.productTypes.name })
      .from(schema.giftVoucherProductTypes)
      .innerJoin(schema.productTypes, eq(schema.productTypes.id, schema.giftVoucherProductTypes.productTypeId));
    const subTypes = await db
      .select({ giftVoucherId: schema.giftVoucherSubTypes.giftVoucherId, name: schema.productSubTypes.displayName })
      .from(schema.giftVoucherSubTypes)
      .innerJoin(schema.productSubTypes, eq(schema.productSubTypes.id, schema.giftVoucherSubTypes.productSubTypeId));
    const rupees = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

    for (const gift of await db.select().from(schema.giftVouchers)) {
      const { description } = gift;
      const allowed = [...named(products, gift.id), ...named(types, gift.id), ...named(subTypes, gift.id)];
      expect(allowed.length > 0, gift.voucherName).toBe(gift.restricted);
      // A restricted voucher names everything it may buy; one that is not says it buys anything.
      for (const name of allowed) expect(description, gift.voucherName).toContain(name);
      if (!gift.restricted) expect(description, gift.voucherName).toMatch(/\bany(thing)?\b/i);
      if (gift.totalValue !== null) expect(description).toContain(`Rs. ${rupees.format(gift.totalValue)}`);
      if (gift.totalCount !== null) expect(description).toContain(`${gift.totalCount} product`);
    }
  });

  it('pays every seeded gift-voucher purchase with a voucher that covers the product', async () => {
    const usages = await db
      .select({
        giftVoucherId: schema.purchasedVouchers.giftVoucherId,
        product: {
          id: schema.products.id,
          name: schema.products.name,
          productTypeId: schema.products.productTypeId,
          productSubTypeId: schema.products.productSubTypeId,
        },
      })
      .from(schema.purchasedVoucherUsages)
      .innerJoin(
        schema.purchasedVouchers,
        eq(schema.purchasedVouchers.id, schema.purchasedVoucherUsages.purchasedVoucherId),
      )
      .innerJoin(schema.purchases, eq(schema.purchases.id, schema.purchasedVoucherUsages.purchaseId))
      .innerJoin(schema.products, eq(schema.products.id, schema.purchases.productId));
    expect(usages.length).toBeGreaterThan(0);
    for (const { giftVoucherId, product } of usages) {
      const [gift] = await db.select().from(schema.giftVouchers).where(eq(schema.giftVouchers.id, giftVoucherId));
      if (!gift?.restricted) continue;
      expect(voucherCovers(await voucherRestrictions(db, giftVoucherId), product), product.name).toBe(true);
    }
  });
});

describe('demo subscribers', () => {
  it('can log in with the demo password and confirm purchases with the demo PIN', async () => {
    const accounts = await db.select().from(schema.accounts);
    expect(accounts.map((account) => account.email).sort()).toEqual(demoSubscribers.map((demo) => demo.email).sort());
    for (const account of accounts) {
      const confirmed = demoSubscribers.find((demo) => demo.email === account.email)?.emailConfirmed;
      expect(account.emailConfirmedAt !== null).toBe(confirmed);
      expect(await verifySecret(account.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
    expect(await verifySecret(accounts[0]?.passwordHash ?? '', 'wrong-password')).toBe(false);
    // One login shows the e-mail confirmation page working (/email/confirmation/{id}).
    expect(accounts.filter((account) => account.emailConfirmedAt === null).map((account) => account.email)).toEqual([
      'guest@selfcare.lk',
    ]);
    const connections = await db.select().from(schema.connections);
    for (const connection of connections)
      expect(await verifyPin(connection.parentalPinHash, connection.id, DEMO_PARENTAL_PIN)).toEqual({
        matches: true,
        upgrade: null,
      });
  });

  it('cover every connection type and status, broadband and not', async () => {
    const connections = await db.select().from(schema.connections);
    expect(connections).toHaveLength(15);
    expect(new Set(connections.map((connection) => connection.connectionType))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(new Set(connections.map((connection) => connection.status))).toEqual(
      new Set(['active', 'pending_terminated', 'suspended', 'unsubscribed']),
    );
    expect(new Set(connections.map((connection) => connection.broadband))).toEqual(new Set([true, false]));
    expect(new Set(connections.map((connection) => connection.validationCode)).size).toBe(connections.length);
    expect(connections.every((connection) => /^[A-Z0-9]{8}$/.test(connection.validationCode))).toBe(true);
  });

  it('give Nimal his two fixed-line connections in order', async () => {
    expect(await connectionOf('tv@selfcare.lk', 0)).toMatchObject({
      connectionType: 1,
      serviceType: 'SLT PEOTVGO',
      status: 'active',
      broadband: false,
      telephoneNumber: '0112345678',
      accountNumber: '0012345678',
    });
    expect(await connectionOf('tv@selfcare.lk', 1)).toMatchObject({
      connectionType: 3,
      broadband: true,
      telephoneNumber: '0112987654',
      accountNumber: '0012987654',
    });
  });

  it('end the leaving connection about 20 days from now, with its base package', async () => {
    const connection = await connectionOf('leaving@selfcare.lk');
    expect(connection.status).toBe('pending_terminated');
    const daysLeft = (Date.parse(connection.pendingTerminationDate ?? '') - Date.now()) / DAY_MS;
    expect(daysLeft).toBeGreaterThan(15);
    expect(daysLeft).toBeLessThan(25);
    const [basePackage] = await db
      .select()
      .from(schema.purchases)
      .where(
        and(eq(schema.purchases.connectionId, connection.id), eq(schema.purchases.status, 'PURCHASE_PENDING_REMOVE')),
      );
    expect(basePackage?.billingEndDate).toBe(connection.pendingTerminationDate);
  });

  it('give every connection one default profile, at most three profiles and three devices', async () => {
    const connections = await db.select().from(schema.connections);
    const profiles = await db.select().from(schema.profiles);
    const devices = await db.select().from(schema.devices);
    for (const connection of connections) {
      const own = profiles.filter((profile) => profile.connectionId === connection.id);
      expect(
        own.filter((profile) => profile.defaultProfile),
        connection.name,
      ).toHaveLength(1);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(own.every((profile) => /^\d{4}$/.test(profile.authPin))).toBe(true);
      expect(devices.filter((device) => device.connectionId === connection.id).length).toBeLessThanOrEqual(3);
    }
  });

  it('give every connection a base package purchase', async () => {
    const rows = await db
      .selectDistinct({ connectionId: schema.purchases.connectionId })
      .from(schema.purchases)
      .innerJoin(schema.products, eq(schema.purchases.productId, schema.products.id))
      .innerJoin(schema.productTypes, eq(schema.products.productTypeId, schema.productTypes.id))
      .where(eq(schema.productTypes.typeName, 'package'));
    expect(rows).toHaveLength(15);
  });

  it('leave the expired login a suspended prepaid connection whose one-off base package has ended', async () => {
    const connection = await connectionOf('expired@selfcare.lk');
    expect(connection).toMatchObject({
      connectionType: 7,
      serviceType: 'Prepaid',
      status: 'suspended',
      broadband: false,
      mobile: '+94761239876',
    });
    expect(await connectionOf('expired@selfcare.lk', 1).catch(() => null)).toBeNull();
    const bought = await db
      .select({ purchase: schema.purchases, typeName: schema.productTypes.typeName, product: schema.products.name })
      .from(schema.purchases)
      .innerJoin(schema.products, eq(schema.purchases.productId, schema.products.id))
      .innerJoin(schema.productTypes, eq(schema.products.productTypeId, schema.productTypes.id))
      .where(eq(schema.purchases.connectionId, connection.id));
    expect(bought).toHaveLength(1);
    const [base] = bought;
    expect(base?.typeName).toBe('package');
    expect(base?.product).toBe('PEO Family');
    expect(base?.purchase).toMatchObject({
      purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL',
      status: 'PURCHASE_EXPIRED',
      paymentMethod: 'CARD',
      paymentStatus: 'SUCCESS',
    });
    expect(Date.parse(base?.purchase.billingEndDate ?? '')).toBeLessThan(Date.now() - DAY_MS);
    const payments = await db
      .select({ status: schema.transactions.status, cardMask: schema.transactions.cardMask })
      .from(schema.transactions)
      .where(eq(schema.transactions.connectionId, connection.id));
    expect(payments).toEqual([{ status: 'SUCCESS', cardMask: '************4242' }]);
    const profiles = await rowCount(schema.profiles, eq(schema.profiles.connectionId, connection.id));
    const devices = await rowCount(schema.devices, eq(schema.devices.connectionId, connection.id));
    expect([profiles, devices]).toEqual([1, 1]);
  });

  it('bill fixed lines monthly and take card and operator payments of every outcome', async () => {
    const statusesOf = async (email: string) => {
      const connection = await connectionOf(email);
      const rows = await db
        .select({ status: schema.transactions.status })
        .from(schema.transactions)
        .where(eq(schema.transactions.connectionId, connection.id));
      return new Set(rows.map((row) => row.status));
    };
    expect(await statusesOf('prepaid@selfcare.lk')).toEqual(new Set(['SUCCESS', 'FAILURE', 'PENDING']));
    expect(await statusesOf('mobitel@selfcare.lk')).toEqual(new Set(['SUCCESS', 'FAILURE', 'RETRY', 'PENDING']));
    expect(await statusesOf('suspended@selfcare.lk')).toContain('FAILURE');
    const home = await connectionOf('tv@selfcare.lk');
    expect(await rowCount(schema.billLines, eq(schema.billLines.connectionId, home.id))).toBeGreaterThan(5);
    expect(await statusesOf('tv@selfcare.lk')).toEqual(new Set());
  });

  it('keep unsubscribed products until a billing end date still to come', async () => {
    const pending = await db
      .select()
      .from(schema.purchases)
      .where(eq(schema.purchases.status, 'PURCHASE_PENDING_REMOVE'));
    expect(pending.length).toBeGreaterThanOrEqual(3);
    for (const purchase of pending) {
      expect(purchase.unsubscribedAt).not.toBeNull();
      expect(Date.parse(purchase.billingEndDate ?? '')).toBeGreaterThan(Date.now() - DAY_MS);
    }
  });

  it('give the prepaid subscriber gift vouchers whose remaining worth matches their use', async () => {
    const connection = await connectionOf('prepaid@selfcare.lk');
    const vouchers = await db
      .select()
      .from(schema.purchasedVouchers)
      .where(eq(schema.purchasedVouchers.connectionId, connection.id));
    expect(vouchers.length).toBeGreaterThanOrEqual(2);
    const usages = await db.select().from(schema.purchasedVoucherUsages);
    for (const voucher of vouchers) {
      const used = usages.filter((usage) => usage.purchasedVoucherId === voucher.id);
      if (voucher.totalValue !== null) {
        const spent = used.reduce((sum, usage) => sum + usage.valueUsed, 0);
        expect(voucher.remainingValue).toBeCloseTo(voucher.totalValue - spent, 2);
      } else {
        expect(voucher.remainingCount).toBe((voucher.totalCount ?? 0) - used.length);
      }
    }
    expect(usages.length).toBeGreaterThanOrEqual(2);
  });

  it('cannot hold two live purchases of one product on one connection', async () => {
    const [live] = await db
      .select()
      .from(schema.purchases)
      .where(eq(schema.purchases.status, 'PURCHASE_COMPLETE'))
      .limit(1);
    if (!live) throw new Error('No live purchase seeded');
    const { id: _id, referenceNo: _referenceNo, ...copy } = live;
    await expect(db.insert(schema.purchases).values(copy)).rejects.toThrow();
    const [ended] = await db
      .insert(schema.purchases)
      .values({ ...copy, status: 'PURCHASE_EXPIRED' })
      .returning({ id: schema.purchases.id });
    expect(ended).toBeDefined();
    await db.delete(schema.purchases).where(eq(schema.purchases.id, ended?.id ?? ''));
  });
});

describe('images', () => {
  it('every image URL the data stores is one the media routes serve', async () => {
    const urls = [
      ...(await db.select({ url: schema.products.imageUrl }).from(schema.products)),
      ...(await db.select({ url: schema.products.thumbnailUrl }).from(schema.products)),
      ...(await db.select({ url: schema.banners.imageUrl }).from(schema.banners)),
      ...(await db.select({ url: schema.giftVouchers.imageUrl }).from(schema.giftVouchers)),
      ...(await db.select({ url: schema.promotionalVouchers.imageUrl }).from(schema.promotionalVouchers)),
    ].map((row) => row.url);
    const pattern = new RegExp(`^/media/(${mediaKinds.join('|')})/([a-z0-9-]+)\\.svg$`);
    for (const url of urls) {
      const match = pattern.exec(url);
      expect(match, url).not.toBeNull();
      const kind = mediaKinds.find((candidate) => candidate === match?.[1]);
      expect(kind && findImage(kind, match?.[2] ?? ''), url).toBeDefined();
    }
  });
});
