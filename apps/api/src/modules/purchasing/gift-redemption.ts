import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  giftVoucherProducts,
  giftVoucherProductTypes,
  giftVoucherSubTypes,
  giftVouchers,
  products,
  purchasedVouchers,
  purchasedVoucherUsages,
} from '../../db/schema';
import { roundToCents } from '../products/pricing';
import { purchaseRule } from './errors';

/** The restriction lists of a gift voucher: a product matching any of them is one it buys. */
export async function voucherRestrictions(db: DbOrTx, giftVoucherId: string) {
  // One after another: inside a purchase transaction they share one connection.
  const productIds = await db
    .select({ id: giftVoucherProducts.productId })
    .from(giftVoucherProducts)
    .where(eq(giftVoucherProducts.giftVoucherId, giftVoucherId));
  const typeIds = await db
    .select({ id: giftVoucherProductTypes.productTypeId })
    .from(giftVoucherProductTypes)
    .where(eq(giftVoucherProductTypes.giftVoucherId, giftVoucherId));
  const subTypeIds = await db
    .select({ id: giftVoucherSubTypes.productSubTypeId })
    .from(giftVoucherSubTypes)
    .where(eq(giftVoucherSubTypes.giftVoucherId, giftVoucherId));
  const ids = (rows: { id: string }[]) => new Set(rows.map((row) => row.id));
  return { products: ids(productIds), types: ids(typeIds), subTypes: ids(subTypeIds) };
}

export type VoucherRestrictions = Awaited<ReturnType<typeof voucherRestrictions>>;

export function voucherCovers(
  restrictions: VoucherRestrictions,
  product: { id: string; productTypeId: string; productSubTypeId: string | null },
): boolean {
  return (
    restrictions.products.has(product.id) ||
    restrictions.types.has(product.productTypeId) ||
    (product.productSubTypeId !== null && restrictions.subTypes.has(product.productSubTypeId))
  );
}

export interface AppliedGiftVoucher {
  purchasedVoucherId: string;
  voucherName: string;
  /** Rupees taken off the price: all of it for a count voucher, up to what remains for a value one. */
  discountValue: number;
}

const invalidVoucher = () => purchaseRule('voucher.invalid');

/**
 * A bought gift voucher's redeem code applied to a price, or null when no bought voucher has the code.
 * 'Invalid Voucher Code' when it is expired or used up, is an own voucher of another connection, or does
 * not cover the product. With `lock`, the voucher row stays locked until the caller's transaction ends,
 * so concurrent redemptions see each other's decrements.
 */
export async function applyGiftVoucherCode(
  db: DbOrTx,
  input: { code: string; price: number; connectionId: string; productId: string; lock: boolean },
): Promise<AppliedGiftVoucher | null> {
  const query = db
    .select({ voucher: purchasedVouchers, restricted: giftVouchers.restricted, voucherName: giftVouchers.voucherName })
    .from(purchasedVouchers)
    .innerJoin(giftVouchers, eq(giftVouchers.id, purchasedVouchers.giftVoucherId))
    .where(eq(purchasedVouchers.code, input.code.trim().toUpperCase()));
  const [row] = input.lock ? await query.for('update', { of: purchasedVouchers }) : await query;
  if (!row) return null;
  const { voucher } = row;
  if (voucher.expiresAt <= new Date()) throw invalidVoucher();
  if (voucher.own && voucher.connectionId !== input.connectionId) throw invalidVoucher();
  if (voucher.remainingCount === 0 || voucher.remainingValue === 0) throw invalidVoucher();
  if (row.restricted) {
    const [product] = await db
      .select({ id: products.id, productTypeId: products.productTypeId, productSubTypeId: products.productSubTypeId })
      .from(products)
      .where(eq(products.id, input.productId));
    const restrictions = await voucherRestrictions(db, voucher.giftVoucherId);
    if (!product || !voucherCovers(restrictions, product)) throw invalidVoucher();
  }
  const discountValue =
    voucher.remainingValue === null ? input.price : roundToCents(Math.min(input.price, voucher.remainingValue));
  return { purchasedVoucherId: voucher.id, voucherName: row.voucherName, discountValue };
}

/**
 * Records a purchase made with a bought voucher and takes one product or the value used off it, in the
 * purchase's transaction (the row was locked when the code was applied). The first connection to use a
 * gift code is recorded as the one that claimed it.
 */
export async function useGiftVoucher(
  db: DbOrTx,
  input: { purchasedVoucherId: string; purchaseId: string; connectionId: string; valueUsed: number; now: Date },
): Promise<void> {
  await db
    .update(purchasedVouchers)
    .set({
      remainingCount: sql`${purchasedVouchers.remainingCount} - 1`,
      remainingValue: sql`${purchasedVouchers.remainingValue} - ${input.valueUsed}`,
      redeemedByConnectionId: sql`coalesce(${purchasedVouchers.redeemedByConnectionId}, ${input.connectionId}::uuid)`,
    })
    .where(eq(purchasedVouchers.id, input.purchasedVoucherId));
  await db.insert(purchasedVoucherUsages).values({
    purchasedVoucherId: input.purchasedVoucherId,
    purchaseId: input.purchaseId,
    connectionId: input.connectionId,
    valueUsed: input.valueUsed,
    usedAt: input.now,
  });
}

/**
 * A purchase whose payment failed gives back what it took off its voucher. The claim moves to the
 * connection of the earliest use still standing (none when no use is left), since the failed one never
 * used the code.
 */
export async function restoreGiftVoucherUse(db: DbOrTx, purchaseId: string): Promise<void> {
  const [usage] = await db
    .delete(purchasedVoucherUsages)
    .where(eq(purchasedVoucherUsages.purchaseId, purchaseId))
    .returning();
  if (!usage) return;
  const earliestUse = db
    .select({ connectionId: purchasedVoucherUsages.connectionId })
    .from(purchasedVoucherUsages)
    .where(eq(purchasedVoucherUsages.purchasedVoucherId, usage.purchasedVoucherId))
    .orderBy(asc(purchasedVoucherUsages.usedAt))
    .limit(1);
  await db
    .update(purchasedVouchers)
    .set({
      remainingCount: sql`${purchasedVouchers.remainingCount} + 1`,
      remainingValue: sql`${purchasedVouchers.remainingValue} + ${usage.valueUsed}`,
      redeemedByConnectionId: sql`(${earliestUse})`,
    })
    .where(eq(purchasedVouchers.id, usage.purchasedVoucherId));
}
