import type {
  BasePackage,
  DowngradeStatus,
  PackageChangeResult,
  ProductDetail,
  TransactionResult,
} from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday, demo, demoToken, insertPurchase } from '../../../test/catalogue';
import { bearer, createAccount, DEFAULT_PIN, loginToken } from '../../../test/factories';
import { accounts, basePackageChanges, billLines, type PurchaseType, purchases } from '../../db/schema';
import { centsOf } from '../../lib/refund-amount';
import { addDays, utcDate } from '../products/dates';

const BASE = '/api/billing/v1/billing/user-purchase/basepackage';
const packageTypeId = demo.typeId('package');

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

interface Holding {
  slug: string;
  price: number;
  offer?: string;
  purchaseType?: PurchaseType;
  status?: 'PURCHASE_COMPLETE' | 'PURCHASE_PENDING_REMOVE';
  billingEndDate?: string;
}

/** A subscriber of our own holding a base package bought at `price` (the seed's helper records 0). */
async function subscriber(holding: Holding = { slug: 'peo-family', price: 1390 }, connection = {}) {
  const account = await createAccount(t.db, { connections: [{ connectionType: 1, ...connection }] });
  const [connectionId = ''] = account.connectionIds;
  const purchaseId = await insertPurchase(t.db, {
    connectionId,
    product: holding.slug,
    offer: holding.offer ?? 'monthly',
    status: holding.status ?? 'PURCHASE_COMPLETE',
    purchaseType: holding.purchaseType,
    billingEndDate: holding.billingEndDate,
  });
  await t.db.update(purchases).set({ price: holding.price }).where(eq(purchases.id, purchaseId));
  return { accountId: account.id, connectionId, purchaseId, headers: bearer(await loginToken(t.app, account)) };
}

interface Caller {
  accountId: string;
  connectionId: string;
}

function changeBody(who: Caller, slug: string, overrides = {}, offer = 'monthly') {
  return {
    userConnectionId: who.connectionId,
    userId: who.accountId,
    userConnectionType: 1,
    productId: demo.productId(slug),
    purchaseOptionId: demo.optionId(slug, offer),
    productTypeId: packageTypeId,
    pin: DEFAULT_PIN,
    changeType: 'DOWNGRADE',
    ...overrides,
  };
}

function change(headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'POST', url: `${BASE}/change`, headers, payload });
}

async function allowedPackages(connectionId: string, headers: Record<string, string>) {
  const response = await t.app.inject({ url: `/api/users/v1/allowedSecondaryPackages?conid=${connectionId}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BasePackage[]>();
}

const currentOf = (packages: BasePackage[]) =>
  packages.filter((candidate) => candidate.currentPurchasedPackage).map((candidate) => candidate.name);

async function downgradeStatus(connectionId: string, headers: Record<string, string>) {
  const response = await t.app.inject({ url: `${BASE}/downgrade-status?userConnectionId=${connectionId}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DowngradeStatus>();
}

async function canDowngrade(who: Caller & { headers: Record<string, string> }) {
  const response = await t.app.inject({
    url: `${BASE}/downgrade-availability?userId=${who.accountId}&userConnectionId=${who.connectionId}`,
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ canDowngrade: boolean }>().canDowngrade;
}

const changesOf = (connectionId: string) =>
  t.db.select().from(basePackageChanges).where(eq(basePackageChanges.connectionId, connectionId));

describe('POST /change: upgrade', () => {
  it("replaces the demo subscriber's package at once and bills the difference for the rest of the period", async () => {
    const connectionId = demo.connectionId('nimal-home');
    const headers = bearer(await demoToken(t.app, 'tv@selfcare.lk'));
    const [account] = await t.db.select().from(accounts).where(eq(accounts.email, 'tv@selfcare.lk'));
    const [old] = await t.db
      .select()
      .from(purchases)
      .where(
        and(
          eq(purchases.connectionId, connectionId),
          eq(purchases.productId, demo.productId('peo-family')),
          eq(purchases.status, 'PURCHASE_COMPLETE'),
        ),
      );
    const linesBefore = await t.db.select().from(billLines).where(eq(billLines.connectionId, connectionId));

    const response = await change(
      headers,
      changeBody({ accountId: account?.id ?? '', connectionId }, 'peo-premium', {
        changeType: 'UPGRADE',
        pin: '1234',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<PackageChangeResult>();
    expect(result).toEqual({
      changeType: 'UPGRADE',
      status: 'APPLIED',
      productId: demo.productId('peo-premium'),
      packageName: 'PEO Premium',
      changeDate: addDays(old?.billingEndDate ?? '', 1),
      charged: expect.any(Number),
    });

    expect(currentOf(await allowedPackages(connectionId, headers))).toEqual(['PEO Premium']);
    const [replaced] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, old?.id ?? ''));
    expect(replaced?.status).toBe('PURCHASE_REMOVED');
    expect(replaced?.endedAt).not.toBeNull();
    const [premium] = await t.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.connectionId, connectionId), eq(purchases.productId, demo.productId('peo-premium'))));
    expect(premium).toMatchObject({
      status: 'PURCHASE_COMPLETE',
      billingStartDate: utcDate(new Date()),
      billingEndDate: old?.billingEndDate,
      paymentMethod: 'MONTHLY_BILL',
      provisioningStatus: 'SUCCESS',
    });
    // The difference for the rest of the period is on this month's bill (decision 0056).
    const linesAfter = await t.db.select().from(billLines).where(eq(billLines.connectionId, connectionId));
    const added = linesAfter.filter((line) => !linesBefore.some((before) => before.id === line.id));
    expect(added).toEqual([expect.objectContaining({ purchaseId: premium?.id })]);
    expect(centsOf((added[0]?.amount ?? 0) + (added[0]?.taxAmount ?? 0))).toBe(centsOf(result.charged));
    expect(result.charged).toBeGreaterThan(0);
    const applied = (await changesOf(connectionId)).filter((row) => row.toProductId === demo.productId('peo-premium'));
    expect(applied).toMatchObject([
      { changeType: 'UPGRADE', status: 'APPLIED', changeDate: addDays(old?.billingEndDate ?? '', 1) },
    ]);
  });

  it("ends the old package's bundled data bundle and bundles the new package's on broadband", async () => {
    const who = await subscriber({ slug: 'peo-lite', price: 790 }, { broadband: true });
    const child = await insertPurchase(t.db, {
      connectionId: who.connectionId,
      product: 'lite-data-10gb',
      status: 'PURCHASE_COMPLETE',
    });
    await t.db.update(purchases).set({ parentPurchaseId: who.purchaseId }).where(eq(purchases.id, child));

    const response = await change(who.headers, changeBody(who, 'peo-family', { changeType: 'UPGRADE' }));
    expect(response.statusCode, response.body).toBe(200);

    const rows = await t.db.select().from(purchases).where(eq(purchases.connectionId, who.connectionId));
    const bySlug = (slug: string) => rows.find((row) => row.productId === demo.productId(slug));
    expect(bySlug('lite-data-10gb')?.status).toBe('PURCHASE_REMOVED');
    expect(bySlug('family-data-40gb')).toMatchObject({
      status: 'PURCHASE_COMPLETE',
      isBundled: true,
      parentPurchaseId: bySlug('peo-family')?.id,
      paymentMethod: 'FREE',
      billingEndDate: bySlug('peo-family')?.billingEndDate,
    });
  });

  it('answers a retried Idempotency-Key with the first answer and changes once', async () => {
    const who = await subscriber();
    const headers = { ...who.headers, 'idempotency-key': `change-${who.connectionId}` };
    const payload = changeBody(who, 'peo-premium', { changeType: 'UPGRADE' });
    const first = await change(headers, payload);
    const second = await change(headers, payload);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await changesOf(who.connectionId)).toHaveLength(1);
  });

  it('lets two changes racing on one connection make exactly one change', async () => {
    const who = await subscriber();
    const payload = changeBody(who, 'peo-premium', { changeType: 'UPGRADE' });
    const responses = await Promise.all([change(who.headers, payload), change(who.headers, payload)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    expect(await changesOf(who.connectionId)).toHaveLength(1);
    const live = await t.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.connectionId, who.connectionId), eq(purchases.status, 'PURCHASE_COMPLETE')));
    expect(live.map((row) => row.productId)).toEqual([demo.productId('peo-premium')]);
  });
});

describe('after an upgrade: unsubscription waits for the change date', () => {
  async function upgraded() {
    const billingEndDate = dateFromToday(12);
    const who = await subscriber({ slug: 'peo-lite', price: 790, billingEndDate });
    const response = await change(who.headers, changeBody(who, 'peo-family', { changeType: 'UPGRADE' }));
    expect(response.statusCode, response.body).toBe(200);
    const changeDate = addDays(billingEndDate, 1);
    expect(response.json<PackageChangeResult>().changeDate).toBe(changeDate);
    const [family] = await t.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.connectionId, who.connectionId), eq(purchases.productId, demo.productId('peo-family'))));
    return { ...who, changeDate, familyPurchaseId: family?.id ?? '' };
  }

  function unsubscribeConnection(who: Caller & { headers: Record<string, string> }) {
    return t.app.inject({
      method: 'POST',
      url: `/api/users/v1/connection/unsubscribe/${who.connectionId}`,
      headers: who.headers,
    });
  }

  it('refuses the connection and its base package with the date, and the connection says until when', async () => {
    const who = await upgraded();
    const message = `This package cannot be unsubscribed until ${who.changeDate}.`;

    const connection = await unsubscribeConnection(who);
    expect(connection.statusCode, connection.body).toBe(422);
    expect(connection.json()).toEqual({ code: 'BUSINESS_RULE', message });

    const product = await t.app.inject({
      method: 'POST',
      url: '/api/billing/v1/billing/user-purchase/unsubscribe',
      headers: who.headers,
      payload: {
        connectionId: who.connectionId,
        productId: demo.productId('peo-family'),
        productType: packageTypeId,
        purchaseOption: demo.optionId('peo-family', 'monthly'),
        purchaseId: who.familyPurchaseId,
        defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
      },
    });
    expect(product.statusCode, product.body).toBe(422);
    expect(product.json()).toEqual({ code: 'BUSINESS_RULE', message });
    const [family] = await t.db.select().from(purchases).where(eq(purchases.id, who.familyPurchaseId));
    expect(family?.status).toBe('PURCHASE_COMPLETE');

    const details = await t.app.inject({
      url: `/api/users/v1/connection/details/${who.connectionId}`,
      headers: who.headers,
    });
    expect(details.json()).toMatchObject({ status: 'active', unsubscribeBlockedUntil: who.changeDate });
  });

  it('lets the connection go from the change date on', async () => {
    const who = await upgraded();
    await t.db
      .update(basePackageChanges)
      .set({ changeDate: utcDate(new Date()) })
      .where(eq(basePackageChanges.connectionId, who.connectionId));

    const details = await t.app.inject({
      url: `/api/users/v1/connection/details/${who.connectionId}`,
      headers: who.headers,
    });
    expect(details.json()).toMatchObject({ unsubscribeBlockedUntil: null });
    const response = await unsubscribeConnection(who);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('does not hold off unsubscribing an add-on', async () => {
    const who = await upgraded();
    const hbo = await insertPurchase(t.db, {
      connectionId: who.connectionId,
      product: 'hbo',
      offer: 'monthly',
      status: 'PURCHASE_COMPLETE',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/v1/billing/user-purchase/unsubscribe',
      headers: who.headers,
      payload: {
        connectionId: who.connectionId,
        productId: demo.productId('hbo'),
        productType: demo.typeId('channel'),
        purchaseOption: demo.optionId('hbo', 'monthly'),
        purchaseId: hbo,
        defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('POST /change: downgrade', () => {
  it('schedules the downgrade for the day after the billing end date and blocks new purchases till then', async () => {
    const billingEndDate = dateFromToday(12);
    const who = await subscriber({ slug: 'peo-family', price: 1390, billingEndDate }, { broadband: true });
    const response = await change(who.headers, changeBody(who, 'peo-lite'));
    expect(response.statusCode, response.body).toBe(200);
    const changeDate = addDays(billingEndDate, 1);
    expect(response.json<PackageChangeResult>()).toEqual({
      changeType: 'DOWNGRADE',
      status: 'PENDING',
      productId: demo.productId('peo-lite'),
      packageName: 'PEO Lite',
      changeDate,
      charged: 0,
    });
    expect(await downgradeStatus(who.connectionId, who.headers)).toEqual({
      downgrade: true,
      pending: true,
      changeDate,
      newBasePackageId: demo.productId('peo-lite'),
      name: 'PEO Lite',
      canDowngrade: false,
    });
    // The current package stays until the change date.
    expect(currentOf(await allowedPackages(who.connectionId, who.headers))).toEqual(['PEO Family']);

    const subscribe = async (slug: string, dataBundle: boolean) => {
      const page = await t.app.inject({
        url: `/api/billing/v1/billing/user-products/${demo.productId(slug)}?conid=${who.connectionId}`,
        headers: who.headers,
      });
      const detail = page.json<ProductDetail>();
      return t.app.inject({
        method: 'POST',
        url: '/api/billing/v1/billing/user-purchase/subscribe',
        headers: who.headers,
        payload: {
          connectionId: who.connectionId,
          pin: DEFAULT_PIN,
          productId: detail.id,
          productType: detail.productTypeId,
          purchaseOption: demo.optionId(slug, 'monthly'),
          amount: detail.purchaseOption?.purchasePrice,
          productPOGroupId: detail.purchaseOptionGroupId,
          selectedPOGID: detail.purchaseOption?.purchaseOptionGroupId,
          defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
          dataBundle,
        },
      });
    };
    const channels = await subscribe('sports-pack', false);
    expect(channels.statusCode).toBe(422);
    expect(channels.json().message).toBe(`Sports Pack cannot be subscribed till ${changeDate}`);
    const data = await subscribe('data-booster-25', true);
    expect(data.statusCode, data.body).toBe(200);
    expect(data.json<TransactionResult>().status).toBe('SUCCESS');
  });

  it('refuses a second change while one is pending with 409', async () => {
    const who = await subscriber();
    expect((await change(who.headers, changeBody(who, 'peo-lite'))).statusCode).toBe(200);
    const again = await change(who.headers, changeBody(who, 'peotvgo'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'CONFLICT',
      message: 'A package change is already scheduled for this connection.',
    });
    const upgrade = await change(who.headers, changeBody(who, 'peo-premium', { changeType: 'UPGRADE' }));
    expect(upgrade.statusCode).toBe(409);
    expect(await changesOf(who.connectionId)).toHaveLength(1);
  });

  it('lets two downgrades racing on one connection schedule exactly one', async () => {
    const who = await subscriber();
    const responses = await Promise.all([
      change(who.headers, changeBody(who, 'peo-lite')),
      change(who.headers, changeBody(who, 'peotvgo')),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await changesOf(who.connectionId)).toHaveLength(1);
  });

  it('refuses a downgrade of a package that is not a running subscription', async () => {
    const unsubscribed = await subscriber({ slug: 'peo-family', price: 1390, status: 'PURCHASE_PENDING_REMOVE' });
    const response = await change(unsubscribed.headers, changeBody(unsubscribed, 'peo-lite'));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('A downgrade is not possible for this connection now.');
    expect(await changesOf(unsubscribed.connectionId)).toHaveLength(0);
  });
});

describe('POST /change: refusals', () => {
  it('refuses a change against the direction of the prices with 422', async () => {
    const who = await subscriber();
    const up = await change(who.headers, changeBody(who, 'peo-lite', { changeType: 'UPGRADE' }));
    expect(up.statusCode).toBe(422);
    expect(up.json().message).toBe('The price of this package does not allow this change.');
    const down = await change(who.headers, changeBody(who, 'peo-premium'));
    expect(down.statusCode).toBe(422);
    expect(down.json().message).toBe('The price of this package does not allow this change.');
    expect(await changesOf(who.connectionId)).toHaveLength(0);
  });

  it('refuses a package not offered to the connection, the current package and a product that is not a package', async () => {
    const who = await subscriber();
    const weekly = await change(who.headers, changeBody(who, 'peo-weekly-pass', {}, '7-days'));
    expect(weekly.statusCode).toBe(422);
    expect(weekly.json().message).toBe('This package is not available for your connection.');
    const same = await change(who.headers, changeBody(who, 'peo-family', { changeType: 'UPGRADE' }));
    expect(same.statusCode).toBe(422);
    expect(same.json().message).toBe('This is already your base package.');
    const channel = await change(who.headers, changeBody(who, 'sports-pack', { changeType: 'UPGRADE' }));
    expect(channel.statusCode).toBe(422);
    expect(channel.json().message).toBe('Only base packages can be changed to.');
    expect(await changesOf(who.connectionId)).toHaveLength(0);
  });

  it('refuses a one-off option, which no renewal would ever charge', async () => {
    const who = await subscriber({ slug: 'peo-lite', price: 790 });
    const response = await change(who.headers, changeBody(who, 'peo-family', { changeType: 'UPGRADE' }, 'quarterly'));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('This purchase option is not available for your connection.');
    expect(await changesOf(who.connectionId)).toHaveLength(0);
  });

  it('refuses a connection without a base package', async () => {
    const account = await createAccount(t.db, { connections: [{}] });
    const who = { accountId: account.id, connectionId: account.connectionIds[0] ?? '' };
    const response = await change(
      bearer(await loginToken(t.app, account)),
      changeBody(who, 'peo-premium', { changeType: 'UPGRADE' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('This connection has no base package to change.');
  });

  it('refuses a wrong parental PIN and changes nothing', async () => {
    const who = await subscriber();
    const response = await change(who.headers, changeBody(who, 'peo-lite', { pin: '0000' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'WRONG_PIN', message: 'The parental PIN is incorrect.' });
    expect(await changesOf(who.connectionId)).toHaveLength(0);
  });

  it("answers 404 for another account's connection and for a userId that is not the caller", async () => {
    const who = await subscriber();
    const other = await subscriber();
    const theirs = await change(
      who.headers,
      changeBody({ accountId: who.accountId, connectionId: other.connectionId }, 'peo-lite'),
    );
    expect(theirs.statusCode).toBe(404);
    const notMe = await change(
      who.headers,
      changeBody({ accountId: other.accountId, connectionId: who.connectionId }, 'peo-lite'),
    );
    expect(notMe.statusCode).toBe(404);
    const status = await t.app.inject({
      url: `${BASE}/downgrade-status?userConnectionId=${other.connectionId}`,
      headers: who.headers,
    });
    expect(status.statusCode).toBe(404);
    const availability = await t.app.inject({
      url: `${BASE}/downgrade-availability?userId=${other.accountId}&userConnectionId=${other.connectionId}`,
      headers: who.headers,
    });
    expect(availability.statusCode).toBe(404);
    expect(await changesOf(other.connectionId)).toHaveLength(0);
  });
});

describe('GET /downgrade-availability and /downgrade-status', () => {
  it('allows a downgrade of a running subscription package until one is scheduled', async () => {
    const who = await subscriber();
    expect(await canDowngrade(who)).toBe(true);
    expect(await downgradeStatus(who.connectionId, who.headers)).toEqual({
      downgrade: false,
      pending: false,
      changeDate: null,
      newBasePackageId: null,
      name: null,
      canDowngrade: true,
    });
    await change(who.headers, changeBody(who, 'peo-lite'));
    expect(await canDowngrade(who)).toBe(false);
  });

  it('refuses a downgrade of a one-off or unsubscribed package and on a connection that is not active', async () => {
    const oneOff = await subscriber({
      slug: 'peo-family',
      offer: 'quarterly',
      price: 3990,
      purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL',
    });
    expect(await canDowngrade(oneOff)).toBe(false);
    const unsubscribed = await subscriber({ slug: 'peo-family', price: 1390, status: 'PURCHASE_PENDING_REMOVE' });
    expect(await canDowngrade(unsubscribed)).toBe(false);
    const suspended = await subscriber({ slug: 'peo-family', price: 1390 }, { status: 'suspended' });
    expect(await canDowngrade(suspended)).toBe(false);
    const none = await createAccount(t.db, { connections: [{}] });
    expect(
      await canDowngrade({
        accountId: none.id,
        connectionId: none.connectionIds[0] ?? '',
        headers: bearer(await loginToken(t.app, none)),
      }),
    ).toBe(false);
  });

  it('answers 404 for a userId that is not the caller', async () => {
    const who = await subscriber();
    const response = await t.app.inject({
      url: `${BASE}/downgrade-availability?userId=${who.purchaseId}&userConnectionId=${who.connectionId}`,
      headers: who.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});
