import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { boughtCode, hbo, subscribeWithCode, tamilPlus, validateCode, voucherBuyer } from '../../../test/gift-vouchers';
import { purchasedVouchers, purchasedVoucherUsages } from '../../db/schema';
import { giftVoucherId } from '../../db/seed/promotions/gift-vouchers';

/**
 * Spending a bought gift voucher's code in the voucher box. The races mean most on PostgreSQL (run with
 * TEST_DATABASE_URL), where requests really run side by side.
 */
const familyTreat = giftVoucherId('family-treat-2500');
const bingePack = giftVoucherId('binge-pack-5');
const movieLover = giftVoucherId('movie-lover-1000');

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

const voucherByCode = async (code: string) =>
  (await t.db.select().from(purchasedVouchers).where(eq(purchasedVouchers.code, code)))[0];

describe('redeeming a bought gift voucher', () => {
  it('takes the price off a gift value voucher on another connection and lists the usage', async () => {
    const buyer = await voucherBuyer(t);
    const friend = await voucherBuyer(t);
    const code = await boughtCode(t, buyer, familyTreat);
    const { voucher, send } = await subscribeWithCode(t, friend, hbo, code);
    expect(voucher.amount).toBe(0);
    const response = await send();
    expect(response.statusCode, response.body).toBe(200);
    const row = await voucherByCode(code);
    expect(row?.remainingValue).toBe(2500 - voucher.discountValue);
    expect(row?.redeemedByConnectionId).toBe(friend.connectionId);
    const usages = await t.app.inject({
      url: `/api/billing/v1/vouchers/purchases/${row?.id}/details?connectionId=${buyer.connectionId}`,
      headers: buyer.headers,
    });
    expect(usages.statusCode, usages.body).toBe(200);
    expect(usages.json()).toMatchObject([{ name: expect.any(String), price: voucher.discountValue }]);
  });

  it('keeps an own voucher to the connection that bought it, and takes one off its count', async () => {
    const buyer = await voucherBuyer(t);
    const other = await voucherBuyer(t);
    const code = await boughtCode(t, buyer, bingePack);
    const refused = await validateCode(t, other, code, hbo);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'Invalid Voucher Code' });
    const response = await (await subscribeWithCode(t, buyer, hbo, code)).send();
    expect(response.statusCode, response.body).toBe(200);
    expect((await voucherByCode(code))?.remainingCount).toBe(4);
  });

  it('refuses a product the voucher does not cover, an expired voucher and a used-up one', async () => {
    const buyer = await voucherBuyer(t);
    const movies = await boughtCode(t, buyer, movieLover);
    expect((await validateCode(t, buyer, movies, hbo)).statusCode).toBe(422);

    const expired = await boughtCode(t, buyer, familyTreat);
    const row = await voucherByCode(expired);
    await t.db
      .update(purchasedVouchers)
      .set({ purchasedAt: new Date(Date.now() - 10 * 86_400_000), expiresAt: new Date(Date.now() - 1000) })
      .where(eq(purchasedVouchers.id, row?.id ?? ''));
    expect((await validateCode(t, buyer, expired, hbo)).statusCode).toBe(422);

    const usedUp = await boughtCode(t, buyer, bingePack);
    await t.db.update(purchasedVouchers).set({ remainingCount: 0 }).where(eq(purchasedVouchers.code, usedUp));
    expect((await validateCode(t, buyer, usedUp, hbo)).statusCode).toBe(422);
  });

  it('discounts exactly one of two purchases racing on the last count of a voucher', async () => {
    const buyer = await voucherBuyer(t);
    const code = await boughtCode(t, buyer, bingePack);
    await t.db.update(purchasedVouchers).set({ remainingCount: 1 }).where(eq(purchasedVouchers.code, code));
    const first = await subscribeWithCode(t, buyer, hbo, code);
    const second = await subscribeWithCode(t, buyer, tamilPlus, code);
    const responses = await Promise.all([first.send(), second.send()]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    const row = await voucherByCode(code);
    expect(row?.remainingCount).toBe(0);
    const usages = await t.db
      .select()
      .from(purchasedVoucherUsages)
      .where(eq(purchasedVoucherUsages.purchasedVoucherId, row?.id ?? ''));
    expect(usages).toHaveLength(1);
  });
});
