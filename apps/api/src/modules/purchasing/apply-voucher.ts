import { and, count, eq, gt, lte, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  promotionalVoucherProducts,
  promotionalVoucherProductTypes,
  promotionalVouchers,
  purchases,
} from '../../db/schema';
import { roundToCents } from '../products/pricing';
import { purchaseRule } from './errors';
import { applyGiftVoucherCode } from './gift-redemption';

export interface AppliedVoucher {
  voucherId: string;
  voucherName: string;
  type: 'PERCENTAGE' | 'AMOUNT';
  /** Percent for PERCENTAGE vouchers, rupees for AMOUNT ones. */
  value: number;
  /** Rupees taken off the price it was applied to. */
  discountValue: number;
  /** Set when the code is a bought gift voucher's (voucherId is then that purchased voucher's id). */
  purchasedVoucherId: string | null;
}

const invalidVoucher = () => purchaseRule('voucher.invalid');

/** Uses that count against a voucher's limits: every purchase made with it that did not fail. */
export const countedUse = () => notInArray(purchases.status, ['PURCHASE_FAILED']);

/**
 * A promotional voucher, or else a bought gift voucher's redeem code (gift-redemption.ts), applied to a
 * price for one connection and product, or the spec's 'Invalid Voucher Code' when it does not exist, is outside its dates, does not cover the product, or has been
 * used up overall or by this connection. With `lock`, the voucher row is locked until the caller's
 * transaction ends, so concurrent redemptions count each other's uses and never exceed the limits.
 */
export async function applyVoucher(
  db: DbOrTx,
  input: {
    code: string;
    price: number;
    connectionId: string;
    product: { id: string; productTypeId: string };
    /** The voucher id the client validated earlier; must be the code's. */
    voucherId?: string | null | undefined;
    lock: boolean;
  },
): Promise<AppliedVoucher> {
  const now = new Date();
  const query = db
    .select()
    .from(promotionalVouchers)
    .where(
      and(
        eq(promotionalVouchers.code, input.code.trim().toUpperCase()),
        eq(promotionalVouchers.active, true),
        lte(promotionalVouchers.validFrom, now),
        gt(promotionalVouchers.validTo, now),
      ),
    );
  const [voucher] = input.lock ? await query.for('update') : await query;
  if (!voucher) return applyGift(db, input);
  if (input.voucherId && input.voucherId !== voucher.id) throw invalidVoucher();

  // One after another: inside the purchase transaction they share one connection.
  const coveredProducts = await db
    .select({ id: promotionalVoucherProducts.productId })
    .from(promotionalVoucherProducts)
    .where(eq(promotionalVoucherProducts.voucherId, voucher.id));
  const coveredTypes = await db
    .select({ id: promotionalVoucherProductTypes.productTypeId })
    .from(promotionalVoucherProductTypes)
    .where(eq(promotionalVoucherProductTypes.voucherId, voucher.id));
  const [uses] = await db
    .select({
      total: count(),
      byConnection: sql<number>`count(*) filter (where ${purchases.connectionId} = ${input.connectionId})`.mapWith(
        Number,
      ),
    })
    .from(purchases)
    .where(and(eq(purchases.promotionalVoucherId, voucher.id), countedUse()));
  const restricted = coveredProducts.length > 0 || coveredTypes.length > 0;
  const covers =
    coveredProducts.some((row) => row.id === input.product.id) ||
    coveredTypes.some((row) => row.id === input.product.productTypeId);
  if (restricted && !covers) throw invalidVoucher();
  if (uses && voucher.maxUses !== null && uses.total >= voucher.maxUses) throw invalidVoucher();
  if (uses && uses.byConnection >= voucher.perConnectionLimit) throw invalidVoucher();

  const discount =
    voucher.discountType === 'PERCENTAGE' ? roundToCents((input.price * voucher.value) / 100) : voucher.value;
  return {
    voucherId: voucher.id,
    voucherName: voucher.name,
    type: voucher.discountType,
    value: voucher.value,
    discountValue: Math.min(input.price, roundToCents(discount)),
    purchasedVoucherId: null,
  };
}

async function applyGift(db: DbOrTx, input: Parameters<typeof applyVoucher>[1]): Promise<AppliedVoucher> {
  const gift = await applyGiftVoucherCode(db, {
    code: input.code,
    price: input.price,
    connectionId: input.connectionId,
    productId: input.product.id,
    lock: input.lock,
  });
  if (!gift || (input.voucherId && input.voucherId !== gift.purchasedVoucherId)) throw invalidVoucher();
  return {
    voucherId: gift.purchasedVoucherId,
    voucherName: gift.voucherName,
    type: 'AMOUNT',
    value: gift.discountValue,
    discountValue: gift.discountValue,
    purchasedVoucherId: gift.purchasedVoucherId,
  };
}
