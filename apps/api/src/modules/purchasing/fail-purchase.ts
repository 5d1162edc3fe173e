import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { purchases } from '../../db/schema';
import { restoreGiftVoucherUse } from './gift-redemption';

/**
 * A payment that did not go through: the purchase fails, with the purchases it was to pay for too, and
 * frees the products for another try.
 */
export async function failPurchase(db: DbOrTx, purchaseId: string): Promise<void> {
  const failed = await db
    .update(purchases)
    .set({ status: 'PURCHASE_FAILED', paymentStatus: 'FAILURE', endedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        or(eq(purchases.id, purchaseId), eq(purchases.paidWithPurchaseId, purchaseId)),
        eq(purchases.status, 'PURCHASE_PENDING'),
      ),
    )
    .returning({ id: purchases.id });
  if (failed.some((row) => row.id === purchaseId)) await restoreGiftVoucherUse(db, purchaseId);
}
