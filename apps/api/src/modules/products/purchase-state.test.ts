import type { ProductDetail } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { dateFromToday, demo, insertPurchase } from '../../../test/catalogue';
import { bearer, createAccount, loginToken } from '../../../test/factories';
import { purchases } from '../../db/schema';
import { hasAccess, type LivePurchase } from './purchase-state';

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

/** A subscriber of its own, so each test's purchases are the only ones it sees. */
async function subscriber() {
  const account = await createAccount(t.db, { connections: [{ name: 'Home' }] });
  const [connectionId = ''] = account.connectionIds;
  const token = await loginToken(t.app, account);
  const read = async (slug: string): Promise<ProductDetail> => {
    const response = await t.app.inject({
      url: `/api/products/v1/products/${demo.productId(slug)}?conid=${connectionId}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    return response.json<ProductDetail>();
  };
  return { connectionId, read };
}

describe('hasAccess', () => {
  const purchase = (overrides: Partial<LivePurchase>): LivePurchase => ({
    id: 'p',
    productId: 'x',
    purchaseOptionId: null,
    status: 'PURCHASE_PENDING_REMOVE',
    purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION',
    paymentStatus: 'SUCCESS',
    provisioningStatus: 'SUCCESS',
    billingEndDate: '2026-03-10',
    isBundled: false,
    purchasedAt: new Date('2026-01-10T00:00:00Z'),
    price: 150,
    openCheckout: false,
    productTypeName: 'vod',
    ...overrides,
  });

  it('lasts through the day after the billing end date for what ends', () => {
    expect(hasAccess(purchase({}), '2026-03-10')).toBe(true);
    expect(hasAccess(purchase({}), '2026-03-11')).toBe(true);
    expect(hasAccess(purchase({}), '2026-03-12')).toBe(false);
    const rental = purchase({ status: 'PURCHASE_COMPLETE', purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL' });
    expect(hasAccess(rental, '2026-03-12')).toBe(false);
  });

  it('keeps a running subscription (its renewal moves the end)', () => {
    expect(hasAccess(purchase({ status: 'PURCHASE_COMPLETE' }), '2026-04-30')).toBe(true);
  });
});

describe('purchase state overlay', () => {
  it('shows an unsubscribed product as pending removal until its billing end plus one day, then not purchased', async () => {
    const { connectionId, read } = await subscriber();
    const purchaseId = await insertPurchase(t.db, {
      connectionId,
      product: 'sports-pack',
      offer: 'monthly',
      status: 'PURCHASE_PENDING_REMOVE',
      billingEndDate: dateFromToday(0),
    });
    expect(await read('sports-pack')).toMatchObject({
      isPurchased: true,
      purchaseStatus: 'PURCHASE_PENDING_REMOVE',
      purchaseId,
      billingEndDate: dateFromToday(0),
      daysRemainingToExpire: 0,
    });

    await t.db
      .update(purchases)
      .set({ billingEndDate: dateFromToday(-1) })
      .where(eq(purchases.id, purchaseId));
    expect(await read('sports-pack')).toMatchObject({ isPurchased: true, purchaseStatus: 'PURCHASE_PENDING_REMOVE' });

    await t.db
      .update(purchases)
      .set({ billingEndDate: dateFromToday(-2) })
      .where(eq(purchases.id, purchaseId));
    expect(await read('sports-pack')).toMatchObject({
      isPurchased: false,
      purchaseStatus: 'NOT_PURCHASED',
      purchaseId: null,
      billingEndDate: null,
      daysRemainingToExpire: null,
    });
  });

  it('counts the days left of a rental and none of a running subscription', async () => {
    const { connectionId, read } = await subscriber();
    await insertPurchase(t.db, {
      connectionId,
      product: 'sihina-desa',
      offer: '2-days',
      purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL',
      status: 'PURCHASE_COMPLETE',
      billingEndDate: dateFromToday(5),
    });
    await insertPurchase(t.db, { connectionId, product: 'hbo', offer: 'monthly', status: 'PURCHASE_COMPLETE' });
    expect(await read('sihina-desa')).toMatchObject({ purchaseStatus: 'PURCHASE_COMPLETE', daysRemainingToExpire: 5 });
    expect(await read('hbo')).toMatchObject({ isPurchased: true, daysRemainingToExpire: null });
  });

  it('reports a payment under way as not purchased yet, and a paid one waiting for provisioning as PAYMENT_SUCCESS', async () => {
    const { connectionId, read } = await subscriber();
    await insertPurchase(t.db, {
      connectionId,
      product: 'movie-max',
      offer: 'monthly',
      status: 'PURCHASE_PENDING',
      paymentStatus: 'PENDING',
      billingEndDate: null,
    });
    await insertPurchase(t.db, {
      connectionId,
      product: 'cinemax',
      offer: 'monthly',
      status: 'PAYMENT_SUCCESS',
      provisioningStatus: 'PENDING',
    });
    expect(await read('movie-max')).toMatchObject({
      isPurchased: false,
      purchaseStatus: 'NOT_PURCHASED',
      paymentStatus: 'PENDING',
    });
    expect(await read('cinemax')).toMatchObject({ isPurchased: false, purchaseStatus: 'PAYMENT_SUCCESS' });
  });

  it("marks the channels of a bundle inside the connection's package as bundled", async () => {
    const { connectionId, read } = await subscriber();
    await insertPurchase(t.db, { connectionId, product: 'peo-premium', offer: 'monthly', status: 'PURCHASE_COMPLETE' });
    expect(await read('star-sports-1')).toMatchObject({ isBundled: true, isPurchased: false });
    expect(await read('sports-pack')).toMatchObject({ isBundled: true });
    expect(await read('hbo')).toMatchObject({ isBundled: false });
    expect(await read('peo-premium')).toMatchObject({ currentPurchasedPackage: true });
  });
});
