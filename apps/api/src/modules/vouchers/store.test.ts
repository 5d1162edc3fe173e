import type {
  GiftVoucher,
  GiftVoucherDetail,
  GiftVoucherPurchaseResult,
  PromotionalVoucher,
  PurchasedVoucher,
} from '@selfcare/contracts';
import { messageText } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { postNotification, signedNotification } from '../../../test/card-payments';
import { boughtCode, buyGiftVoucher, voucherBuyer } from '../../../test/gift-vouchers';
import { billLines, purchasedVouchers, transactions } from '../../db/schema';
import { giftVoucherId } from '../../db/seed/promotions/gift-vouchers';

const BASE = '/api/promotions/v1/vouchers';
const movieLover = giftVoucherId('movie-lover-1000');
const bingePack = giftVoucherId('binge-pack-5');
const ended = giftVoucherId('avurudu-gift-2025');

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

describe('gift and promotional voucher stores', () => {
  it('lists only gift vouchers whose purchaseEnd is to come', async () => {
    const response = await t.app.inject({ url: `${BASE}/gifts` });
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json<GiftVoucher[]>().map((voucher) => voucher.id);
    expect(ids).toContain(movieLover);
    expect(ids).toContain(bingePack);
    expect(ids).not.toContain(ended);
  });

  it("splits a restricted voucher's catalogue into what it can and cannot buy, by category", async () => {
    const response = await t.app.inject({ url: `${BASE}/gifts/${movieLover}` });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<GiftVoucherDetail>();
    expect(detail).toMatchObject({ voucherName: 'Movie Lover Rs. 1,000', totalValue: 1000, totalCount: null });
    expect(detail.canBuy.length).toBeGreaterThan(0);
    expect(detail.cannotBuy.length).toBeGreaterThan(0);
    // One group per product type, named by the type so the page can word it in the subscriber's language.
    expect(detail.canBuy.map((group) => group.productTypeTypeName)).toEqual(['vod']);
    expect(detail.cannotBuy.map((group) => group.productTypeTypeName)).toContain('channel');
    const canBuy = new Set(detail.canBuy.flatMap((group) => group.products.map((product) => product.id)));
    for (const group of detail.cannotBuy)
      for (const product of group.products) expect(canBuy.has(product.id)).toBe(false);
  });

  it('gives an unrestricted voucher nothing it cannot buy, and an ended one 404', async () => {
    const open = (await t.app.inject({ url: `${BASE}/gifts/${bingePack}` })).json<GiftVoucherDetail>();
    expect(open.cannotBuy).toEqual([]);
    expect((await t.app.inject({ url: `${BASE}/gifts/${ended}` })).statusCode).toBe(404);
  });

  it('lists promotional vouchers in force', async () => {
    const response = await t.app.inject({ url: `${BASE}/discounts` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PromotionalVoucher[]>().map((voucher) => voucher.code)).toContain('WELCOME10');
  });
});

describe('POST /api/promotions/v1/vouchers/purchase', () => {
  it('charges a bill payer and answers the redeem code, which lists under the purchases', async () => {
    const who = await voucherBuyer(t);
    const response = await buyGiftVoucher(t, who, movieLover);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<GiftVoucherPurchaseResult>();
    expect(result).toMatchObject({ status: 'SUCCESS', transactionId: null, checkout: null });
    expect(result.referenceNo).toMatch(/^GV[A-Z0-9]{10}$/);
    expect(result.description).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const lines = await t.db.select().from(billLines).where(eq(billLines.connectionId, who.connectionId));
    expect(lines).toMatchObject([{ description: 'Movie Lover Rs. 1,000', amount: 1000, purchaseId: null }]);

    const list = await t.app.inject({
      url: `${BASE}/purchases?userConnectionId=${who.connectionId}`,
      headers: who.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<PurchasedVoucher[]>()).toMatchObject([
      { voucherId: movieLover, code: result.description, own: false, totalValue: 1000, remainingValue: 1000 },
    ]);
  });

  it('refuses a wrong PIN and issues nothing', async () => {
    const who = await voucherBuyer(t);
    const response = await buyGiftVoucher(t, who, movieLover, { pin: '0000' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: messageText('purchase.wrongPin') });
    const rows = await t.db
      .select()
      .from(purchasedVouchers)
      .where(eq(purchasedVouchers.connectionId, who.connectionId));
    expect(rows).toEqual([]);
  });

  it('answers a retry with the same Idempotency-Key with the first result and one voucher', async () => {
    const who = await voucherBuyer(t);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => buyGiftVoucher(t, who, bingePack, { key: 'gift-voucher-key-1' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const codes = new Set(responses.map((response) => response.json<GiftVoucherPurchaseResult>().description));
    expect(codes.size).toBe(1);
    const rows = await t.db
      .select()
      .from(purchasedVouchers)
      .where(eq(purchasedVouchers.connectionId, who.connectionId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a voucher no longer on sale (mobile-operator payers: operator-purchase.test.ts)', async () => {
    const who = await voucherBuyer(t);
    expect((await buyGiftVoucher(t, who, ended)).statusCode).toBe(404);
  });

  it('opens a card checkout for a card payer and issues the voucher once on the verified notification', async () => {
    const who = await voucherBuyer(t, 7);
    const response = await buyGiftVoucher(t, who, movieLover, { connectionType: 7 });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<GiftVoucherPurchaseResult>();
    expect(result).toMatchObject({ status: 'PENDING', description: null });
    const checkout = result.checkout;
    if (!checkout || !result.transactionId) throw new Error('no checkout');
    const fields = signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode: 2 });
    const effects = await Promise.all([postNotification(t, fields), postNotification(t, fields)]);
    expect(effects.map((effect) => effect.json<{ effect: string }>().effect).sort()).toEqual(['ignored', 'paid']);
    const [payment] = await t.db.select().from(transactions).where(eq(transactions.id, result.transactionId));
    expect(payment).toMatchObject({ status: 'SUCCESS', purpose: 'VOUCHER', giftVoucherId: movieLover });
    const rows = await t.db
      .select()
      .from(purchasedVouchers)
      .where(eq(purchasedVouchers.connectionId, who.connectionId));
    expect(rows).toMatchObject([{ transactionId: result.transactionId, remainingValue: 1000 }]);
  });

  it('expires the voucher a card payment bought when the bank charges it back', async () => {
    const who = await voucherBuyer(t, 7);
    const result = (await buyGiftVoucher(t, who, movieLover, { connectionType: 7 })).json<GiftVoucherPurchaseResult>();
    const checkout = result.checkout;
    if (!checkout) throw new Error('no checkout');
    const notify = (statusCode: number) =>
      postNotification(
        t,
        signedNotification(t, { orderId: checkout.referenceNumber, amount: checkout.amount, statusCode }),
      );
    expect((await notify(2)).json()).toEqual({ effect: 'paid' });
    expect((await notify(-3)).json()).toEqual({ effect: 'chargedBack' });
    const [voucher] = await t.db
      .select()
      .from(purchasedVouchers)
      .where(eq(purchasedVouchers.connectionId, who.connectionId));
    expect(voucher?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("answers 404 for another account's connection on every connection-taking route", async () => {
    const owner = await voucherBuyer(t);
    const stranger = await voucherBuyer(t);
    await boughtCode(t, owner, movieLover);
    const [voucher] = await t.db
      .select()
      .from(purchasedVouchers)
      .where(eq(purchasedVouchers.connectionId, owner.connectionId));
    const buy = await buyGiftVoucher(t, { ...stranger, connectionId: owner.connectionId }, movieLover);
    expect(buy.statusCode).toBe(404);
    const list = await t.app.inject({
      url: `${BASE}/purchases?userConnectionId=${owner.connectionId}`,
      headers: stranger.headers,
    });
    expect(list.statusCode).toBe(404);
    const details = (connectionId: string) =>
      t.app.inject({
        url: `/api/billing/v1/vouchers/purchases/${voucher?.id}/details?connectionId=${connectionId}`,
        headers: stranger.headers,
      });
    expect((await details(owner.connectionId)).statusCode).toBe(404);
    // The stranger's own connection does not reach the owner's voucher either.
    expect((await details(stranger.connectionId)).statusCode).toBe(404);
  });
});
