import type { PrepaidPurchaseResponse, VoucherUsage, VoucherValidateResponse } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import {
  type CardPayer,
  cardPayer,
  hboMonthly,
  postNotification,
  postPurchase,
  productPage,
  purchaseBody,
  signedNotification,
} from '../../../test/card-payments';
import { demo } from '../../../test/catalogue';
import { boughtCode, hbo, type VoucherBuyer, validateCode, voucherBuyer } from '../../../test/gift-vouchers';
import { purchasedVouchers } from '../../db/schema';
import { giftVoucherId } from '../../db/seed/promotions/gift-vouchers';

/**
 * Decision 0011 "Redeeming": a card purchase takes its voucher's use when it is opened, and a card
 * payment that fails gives it back (failPurchase), so the code can be spent again.
 */
const familyTreat = giftVoucherId('family-treat-2500');
/** What is left on the voucher: less than HBO's taxed price, so the rest is paid by card. */
const LEFT_ON_VOUCHER = 100;

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

const voucherByCode = async (code: string) =>
  (await t.db.select().from(purchasedVouchers).where(eq(purchasedVouchers.code, code)))[0];

/** The card payer as the voucher helpers take it. */
const asVoucherUser = (payer: CardPayer): VoucherBuyer => ({
  accountId: payer.account.id,
  connectionId: payer.connectionId,
  headers: payer.headers,
});

/** What the buyer's MY VOUCHERS shows was bought with the voucher. */
async function usagesOf(buyer: VoucherBuyer, purchasedVoucherId: string): Promise<VoucherUsage[]> {
  const response = await t.app.inject({
    url: `/api/billing/v1/vouchers/purchases/${purchasedVoucherId}/details?connectionId=${buyer.connectionId}`,
    headers: buyer.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VoucherUsage[]>();
}

/** The voucher box, then a card purchase of HBO with the code at the amount it showed: a checkout opens. */
async function startPurchaseWithCode(payer: CardPayer, code: string) {
  const validated = await validateCode(t, asVoucherUser(payer), code, hbo);
  expect(validated.statusCode, validated.body).toBe(200);
  const voucher = validated.json<VoucherValidateResponse>();
  const response = await postPurchase(
    t,
    payer,
    await purchaseBody(t, payer, hboMonthly, {
      amount: voucher.amount,
      voucherCode: code,
      voucherId: voucher.voucherId,
    }),
  );
  expect(response.statusCode, response.body).toBe(200);
  const { checkout } = response.json<PrepaidPurchaseResponse>();
  if (!checkout) throw new Error('a partly paid purchase answered no checkout');
  return { voucher, checkout };
}

function notify(checkout: { referenceNumber: string; amount: string }, statusCode: number) {
  return postNotification(
    t,
    signedNotification(t, {
      orderId: checkout.referenceNumber,
      amount: checkout.amount,
      statusCode,
      statusMessage: statusCode === 2 ? 'Successfully completed the payment.' : 'Payment declined: insufficient funds.',
    }),
  );
}

describe('a card purchase paid partly with a bought gift voucher', () => {
  it('gives the use back when the card payment fails, and the code then works again', async () => {
    const buyer = await voucherBuyer(t);
    const payer = await cardPayer(t);
    const code = await boughtCode(t, buyer, familyTreat);
    const bought = await voucherByCode(code);
    if (!bought) throw new Error('the bought voucher is not stored');
    // Spent elsewhere down to what is left: a gift code works on any connection, this one a card payer's.
    await t.db
      .update(purchasedVouchers)
      .set({ remainingValue: LEFT_ON_VOUCHER })
      .where(eq(purchasedVouchers.id, bought.id));

    const first = await startPurchaseWithCode(payer, code);
    expect(first.voucher.discountValue).toBe(LEFT_ON_VOUCHER);
    expect(first.voucher.amount).toBeGreaterThanOrEqual(50);
    expect(first.checkout.amount).toBe(first.voucher.amount.toFixed(2));
    // Taken while the payment is open, so a second purchase cannot spend the same value.
    expect(await voucherByCode(code)).toMatchObject({ remainingValue: 0 });
    expect(await usagesOf(buyer, bought.id)).toEqual([
      { purchasedDate: expect.any(String), name: 'HBO', price: LEFT_ON_VOUCHER },
    ]);
    expect((await validateCode(t, asVoucherUser(payer), code, hbo)).statusCode).toBe(422);

    const declined = await notify(first.checkout, -2);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toEqual({ effect: 'failed' });
    // The failed purchase never used the code, so it did not claim it.
    expect(await voucherByCode(code)).toMatchObject({
      remainingValue: LEFT_ON_VOUCHER,
      remainingCount: null,
      redeemedByConnectionId: null,
    });
    expect(await usagesOf(buyer, bought.id)).toEqual([]);
    expect(await productPage(t, payer, demo.productId('hbo'))).toMatchObject({ isPurchased: false });

    // The code is worth what it was before and pays for the next purchase.
    const second = await startPurchaseWithCode(payer, code);
    expect(second.voucher.discountValue).toBe(LEFT_ON_VOUCHER);
    expect(second.checkout.transactionId).not.toBe(first.checkout.transactionId);
    const approved = await notify(second.checkout, 2);
    expect(approved.json()).toEqual({ effect: 'paid' });
    expect(await voucherByCode(code)).toMatchObject({ remainingValue: 0, redeemedByConnectionId: payer.connectionId });
    expect(await usagesOf(buyer, bought.id)).toEqual([
      { purchasedDate: expect.any(String), name: 'HBO', price: LEFT_ON_VOUCHER },
    ]);
    expect(await productPage(t, payer, demo.productId('hbo'))).toMatchObject({ isPurchased: true });
    expect((await validateCode(t, asVoucherUser(payer), code, hbo)).statusCode).toBe(422);
  });
});
