import { randomUUID } from 'node:crypto';
import type { BasePackage, ProductSummary } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday, demo, demoToken, insertPurchase, namesOf } from '../../../test/catalogue';
import { bearer, createAccount, loginToken } from '../../../test/factories';
import { products, purchases } from '../../db/schema';

const BASE = '/api/users/v1';

let t: TestApp;
let nimal: Record<string, string>;
beforeAll(async () => {
  t = await createSeededTestApp();
  nimal = bearer(await demoToken(t.app, 'tv@selfcare.lk'));
});
afterAll(() => t.close());

async function secondary(conid: string, headers: Record<string, string>): Promise<BasePackage[]> {
  const response = await t.app.inject({ url: `${BASE}/allowedSecondaryPackages?conid=${conid}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BasePackage[]>();
}

describe('GET allowedSecondaryPackages', () => {
  it('lists the packages sold in the same period unit as the current one, the current one marked', async () => {
    const list = await secondary(demo.connectionId('nimal-home'), nimal);
    expect(namesOf(list)).toEqual(['PEOTVGO', 'PEO Lite', 'PEO Family', 'PEO Premium', 'PEO Annual Saver']);
    const current = list.filter((item) => item.currentPurchasedPackage);
    expect(namesOf(current)).toEqual(['PEO Family']);
    expect(current[0]).toMatchObject({ isPurchased: true, purchaseStatus: 'PURCHASE_COMPLETE', numberOfScreens: 3 });
    expect(namesOf(current[0]?.purchasableProductList ?? [])).toEqual([
      'Additional Screen',
      '2 Additional Screens',
      '3 Additional Screens',
    ]);
    expect(namesOf(current[0]?.dataBundle ?? [])).toEqual(['PEO Family Data 40 GB']);
    expect(list.find((item) => item.name === 'PEO Premium')?.discountOptionGroup?.purchasePrice).toBe(1946.5);
  });

  it('prices the current package at what the connection is billed for it, with no discount shown', async () => {
    const account = await createAccount(t.db, { connections: [{}] });
    const [connectionId = ''] = account.connectionIds;
    const purchaseId = await insertPurchase(t.db, {
      connectionId,
      product: 'peo-premium',
      offer: 'monthly',
      status: 'PURCHASE_COMPLETE',
    });
    await t.db.update(purchases).set({ price: 1832 }).where(eq(purchases.id, purchaseId));
    const list = await secondary(connectionId, bearer(await loginToken(t.app, account)));
    const premium = list.find((item) => item.name === 'PEO Premium');
    expect(premium).toMatchObject({ currentPurchasedPackage: true, discountOptionGroup: null });
    expect(premium?.purchaseOption).toMatchObject({ purchasePrice: 1832, defaultPrice: 2290 });
    // Each period is charged with taxes on top: what a card or the operator is charged.
    const tax = await t.app.inject({
      method: 'POST',
      url: '/api/promotions/v1/tax/calculate/public',
      payload: { productId: demo.productId('peo-premium'), price: 1832 },
    });
    expect(premium?.chargedPrice).toBe(tax.json<{ taxedPrice: number }>().taxedPrice);
    expect(premium?.chargedPrice).toBeGreaterThan(1832);
    expect(list.filter((item) => item.chargedPrice !== null)).toHaveLength(1);
    // Packages not held keep their list price and the discount in force.
    expect(list.find((item) => item.name === 'PEO Lite')?.purchaseOption?.purchasePrice).toBe(790);
  });

  it('lists every package on sale to a connection without one', async () => {
    const account = await createAccount(t.db, { connections: [{}] });
    const list = await secondary(account.connectionIds[0] ?? '', bearer(await loginToken(t.app, account)));
    expect(namesOf(list)).toEqual([
      'PEOTVGO',
      'PEO Lite',
      'PEO Family',
      'PEO Premium',
      'PEO Weekly Pass',
      'PEO Annual Saver',
    ]);
    expect(list.some((item) => item.currentPurchasedPackage || item.isPurchased)).toBe(false);
  });

  it('keeps the current package even when it is no longer sold', async () => {
    const account = await createAccount(t.db, { connections: [{ connectionType: 6, serviceType: 'Mobitel' }] });
    const [connectionId = ''] = account.connectionIds;
    const headers = bearer(await loginToken(t.app, account));
    await insertPurchase(t.db, {
      connectionId,
      product: 'peo-weekly-pass',
      offer: '7-days',
      purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL',
      status: 'PURCHASE_COMPLETE',
      billingEndDate: dateFromToday(3),
    });
    expect(namesOf(await secondary(connectionId, headers))).toEqual(['PEO Weekly Pass']);
    await t.db
      .update(products)
      .set({ status: 'PRODUCT_STATUS_INACTIVE' })
      .where(eq(products.id, demo.productId('peo-weekly-pass')));
    const [pass] = await secondary(connectionId, headers);
    expect(pass).toMatchObject({
      name: 'PEO Weekly Pass',
      status: 'PRODUCT_STATUS_INACTIVE',
      currentPurchasedPackage: true,
      daysRemainingToExpire: 3,
    });
  });

  it("needs a session and the caller's own connection", async () => {
    const url = `${BASE}/allowedSecondaryPackages?conid=${demo.connectionId('nimal-home')}`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const stranger = await createAccount(t.db, { connections: [{}] });
    expect((await t.app.inject({ url, headers: bearer(await loginToken(t.app, stranger)) })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `${BASE}/allowedSecondaryPackages?conid=home`, headers: nimal })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: `${BASE}/allowedSecondaryPackages`, headers: nimal })).statusCode).toBe(400);
  });
});

describe('GET allowedPrimaryPackages/{id}', () => {
  const primary = (id: string, query = '', headers = nimal) =>
    t.app.inject({ url: `${BASE}/allowedPrimaryPackages/${id}${query}`, headers });

  it("lists a base package's data bundles, marked for a connection that holds them", async () => {
    const family = await primary(demo.productId('peo-family'));
    expect(family.statusCode).toBe(200);
    expect(namesOf(family.json<ProductSummary[]>())).toEqual(['PEO Family Data 40 GB']);
    const premium = await primary(demo.productId('peo-premium'), `?conid=${demo.connectionId('nimal-broadband')}`);
    expect(premium.json<ProductSummary[]>()).toEqual([
      expect.objectContaining({
        name: 'PEO Premium Unlimited Data',
        dataQuota: -1,
        isPurchased: true,
        isBundled: true,
      }),
    ]);
    expect((await primary(demo.productId('peotvgo'))).json()).toEqual([]);
  });

  it('answers 404 for an unknown id or one that is not a base package, 400 for a malformed one, 401 without a session', async () => {
    expect((await primary(randomUUID())).statusCode).toBe(404);
    expect((await primary(demo.productId('sports-pack'))).statusCode).toBe(404);
    expect((await primary('peo-family')).statusCode).toBe(400);
    expect((await primary(demo.productId('peo-family'), '', {})).statusCode).toBe(401);
    const stranger = await createAccount(t.db, { connections: [{}] });
    const strangerToken = bearer(await loginToken(t.app, stranger));
    const others = await primary(
      demo.productId('peo-family'),
      `?conid=${demo.connectionId('nimal-home')}`,
      strangerToken,
    );
    expect(others.statusCode).toBe(404);
  });
});
