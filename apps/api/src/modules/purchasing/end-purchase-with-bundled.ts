import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { livePurchaseStatuses, purchases } from '../../db/schema';
import { endedPurchaseColumns, queueRemovals, removalsOf } from '../../integrations/provisioning-removal';
import type { JobQueue } from '../../jobs/job-queue';

/**
 * Ends a purchase and the rows bundled with it, those still live, in the caller's transaction, and
 * queues their removal from the TV platform with it (integrations/provisioning-removal.ts). Answers how
 * many rows ended. Endings, package switches, chargebacks and full refunds all end a purchase this way.
 */
export async function endPurchaseWithBundled(
  tx: DbOrTx,
  jobQueue: JobQueue,
  purchaseId: string,
  status: 'PURCHASE_REMOVED' | 'PURCHASE_EXPIRED',
  now: Date,
): Promise<number> {
  const ended = await tx
    .update(purchases)
    .set({ status, endedAt: now, updatedAt: now })
    .where(
      and(
        or(eq(purchases.id, purchaseId), eq(purchases.parentPurchaseId, purchaseId)),
        inArray(purchases.status, [...livePurchaseStatuses]),
      ),
    )
    .returning(endedPurchaseColumns);
  await queueRemovals(jobQueue, tx, removalsOf(ended));
  return ended.length;
}
