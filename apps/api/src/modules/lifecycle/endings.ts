import { and, asc, eq, gt, lt, or } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { purchases } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { addDays } from '../products/dates';
import { endPurchaseWithBundled } from '../purchasing/end-purchase-with-bundled';

/**
 * Unsubscribed subscriptions and one-off purchases whose access is over: access lasts until the billing
 * end date plus one day (spec 001 section 4), so they end once `asOf` is after that day. Rows bundled
 * with a purchase end with it, so only the purchases bought are looked at.
 */
const isOver = (asOf: string) =>
  and(
    eq(purchases.isBundled, false),
    lt(purchases.billingEndDate, addDays(asOf, -1)),
    or(
      eq(purchases.status, 'PURCHASE_PENDING_REMOVE'),
      and(eq(purchases.status, 'PURCHASE_COMPLETE'), eq(purchases.purchaseType, 'PURCHASE_TYPE_TRANSACTIONAL')),
    ),
  );

export async function dueEndings(db: DbOrTx, asOf: string, after: string | null, limit: number) {
  const rows = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(isOver(asOf), after === null ? undefined : gt(purchases.id, after)))
    .orderBy(asc(purchases.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Ends one purchase and its bundled rows: unsubscribed ones are removed, one-off ones expire; the
 * platform is asked to take them off (a removal job each, in the same transaction).
 */
export function endPurchase(db: Database, jobQueue: JobQueue, purchaseId: string, asOf: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: purchases.status })
      .from(purchases)
      .where(and(eq(purchases.id, purchaseId), isOver(asOf)))
      .for('update', { skipLocked: true });
    if (!row) return false;
    const status = row.status === 'PURCHASE_PENDING_REMOVE' ? 'PURCHASE_REMOVED' : 'PURCHASE_EXPIRED';
    await endPurchaseWithBundled(tx, jobQueue, purchaseId, status, new Date());
    return true;
  });
}
