import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { purchases } from '../../db/schema';
import { isLiteral } from '../../db/schema/constraints';
import type { JobQueue } from '../../jobs/job-queue';
import { addDays } from '../products/dates';
import { endPurchaseWithBundled } from '../purchasing/end-purchase-with-bundled';
import { afterDueRow, type DuePage, pageByDay } from './due-items';

/**
 * Unsubscribed subscriptions and one-off purchases whose access is over: access lasts until the billing
 * end date plus one day (spec 001 section 4), so they end once `asOf` is after that day. Rows bundled
 * with a purchase end with it, so only the purchases bought are looked at. The statuses, type and
 * bundling are literals: they are what `purchases_due_end_idx` holds.
 */
const isOver = (asOf: string) =>
  and(
    sql`not ${purchases.isBundled}`,
    lt(purchases.billingEndDate, addDays(asOf, -1)),
    or(
      isLiteral(purchases.status, 'PURCHASE_PENDING_REMOVE'),
      and(
        isLiteral(purchases.status, 'PURCHASE_COMPLETE'),
        isLiteral(purchases.purchaseType, 'PURCHASE_TYPE_TRANSACTIONAL'),
      ),
    ),
  );

/** The purchases whose access is over as of `asOf`, a page at a time, by the day their period ended. */
export function dueEndings(db: DbOrTx, asOf: string): DuePage {
  return pageByDay((after, limit) =>
    db
      .select({ id: purchases.id, day: sql<string>`${purchases.billingEndDate}::text` })
      .from(purchases)
      .where(and(isOver(asOf), afterDueRow(purchases.billingEndDate, purchases.id, after)))
      .orderBy(asc(purchases.billingEndDate), asc(purchases.id))
      .limit(limit),
  );
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
