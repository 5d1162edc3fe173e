import type { PurchasedVoucher, VoucherUsage } from '@selfcare/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { giftVouchers, products, purchasedVouchers, purchasedVoucherUsages, purchases } from '../../db/schema';
import { notFound } from '../../lib/api-error';

/** The vouchers a connection bought, newest first (MY VOUCHERS; the card flow's redeem code lookup). */
export async function listPurchasedVouchers(db: DbOrTx, connectionId: string): Promise<PurchasedVoucher[]> {
  const rows = await db
    .select({ voucher: purchasedVouchers, voucherName: giftVouchers.voucherName })
    .from(purchasedVouchers)
    .innerJoin(giftVouchers, eq(giftVouchers.id, purchasedVouchers.giftVoucherId))
    .where(eq(purchasedVouchers.connectionId, connectionId))
    .orderBy(desc(purchasedVouchers.purchasedAt), desc(purchasedVouchers.id));
  return rows.map(({ voucher, voucherName }) => ({
    voucherId: voucher.giftVoucherId,
    voucherName,
    code: voucher.code,
    own: voucher.own,
    purchasedAt: voucher.purchasedAt.toISOString(),
    purchaseId: voucher.id,
    expiryDate: voucher.expiresAt.toISOString(),
    totalValue: voucher.totalValue,
    totalCount: voucher.totalCount,
    remainingValue: voucher.remainingValue,
    remainingCount: voucher.remainingCount,
  }));
}

/**
 * What was bought with a voucher the connection bought, newest first. A voucher of another connection
 * (and so of another account) answers like a missing one (404).
 */
export async function listVoucherUsages(
  db: DbOrTx,
  input: { purchasedVoucherId: string; connectionId: string },
): Promise<VoucherUsage[]> {
  const [voucher] = await db
    .select({ id: purchasedVouchers.id })
    .from(purchasedVouchers)
    .where(
      and(eq(purchasedVouchers.id, input.purchasedVoucherId), eq(purchasedVouchers.connectionId, input.connectionId)),
    );
  if (!voucher) throw notFound();
  const rows = await db
    .select({ usedAt: purchasedVoucherUsages.usedAt, name: products.name, price: purchasedVoucherUsages.valueUsed })
    .from(purchasedVoucherUsages)
    .innerJoin(purchases, eq(purchases.id, purchasedVoucherUsages.purchaseId))
    .innerJoin(products, eq(products.id, purchases.productId))
    .where(eq(purchasedVoucherUsages.purchasedVoucherId, voucher.id))
    .orderBy(desc(purchasedVoucherUsages.usedAt));
  return rows.map((row) => ({ purchasedDate: row.usedAt.toISOString(), name: row.name, price: row.price }));
}
