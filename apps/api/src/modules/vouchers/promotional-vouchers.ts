import type { PromotionalVoucher } from '@selfcare/contracts';
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { promotionalVouchers } from '../../db/schema';

/**
 * Discount vouchers in force now, for /vouchers (their codes go in a purchase's voucher box); not the
 * codes of voucher campaigns, which reach their holders by other means.
 */
export async function listPromotionalVouchers(db: DbOrTx): Promise<PromotionalVoucher[]> {
  const now = new Date();
  const rows = await db
    .select()
    .from(promotionalVouchers)
    .where(
      and(
        eq(promotionalVouchers.active, true),
        // A console campaign's codes are typed, never listed (decision 0060).
        isNull(promotionalVouchers.campaignId),
        lte(promotionalVouchers.validFrom, now),
        gt(promotionalVouchers.validTo, now),
      ),
    )
    .orderBy(asc(promotionalVouchers.sortOrder), asc(promotionalVouchers.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    code: row.code,
    imageURL: row.imageUrl,
    validTo: row.validTo.toISOString(),
  }));
}
