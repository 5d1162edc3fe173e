import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { basePackageChanges, connections, livePurchaseStatuses, purchases } from '../../db/schema';
import { isLiteral } from '../../db/schema/constraints';
import { endedPurchaseColumns, queueRemovals, removalsOf } from '../../integrations/provisioning-removal';
import type { JobQueue } from '../../jobs/job-queue';
import { recordAudit } from '../../lib/audit';

const isDue = (asOf: string) =>
  and(isLiteral(connections.status, 'pending_terminated'), lte(connections.pendingTerminationDate, asOf));

export async function dueTerminations(db: DbOrTx, asOf: string, after: string | null, limit: number) {
  const rows = await db
    .select({ id: connections.id })
    .from(connections)
    .where(and(isDue(asOf), after === null ? undefined : gt(connections.id, after)))
    .orderBy(asc(connections.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * A connection pending termination ends on its date (DESIGN.md section 6): it becomes unsubscribed,
 * everything it still holds ends (and is taken off the platform), and a package change still waiting is
 * cancelled.
 */
export function endConnection(db: Database, jobQueue: JobQueue, connectionId: string, asOf: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [connection] = await tx
      .select({ accountId: connections.accountId })
      .from(connections)
      .where(and(eq(connections.id, connectionId), isDue(asOf)))
      .for('no key update', { skipLocked: true });
    if (!connection) return false;
    const now = new Date();
    await tx
      .update(connections)
      .set({ status: 'unsubscribed', updatedAt: now })
      .where(eq(connections.id, connectionId));
    const ended = await tx
      .update(purchases)
      .set({ status: 'PURCHASE_REMOVED', endedAt: now, updatedAt: now })
      .where(and(eq(purchases.connectionId, connectionId), inArray(purchases.status, [...livePurchaseStatuses])))
      .returning(endedPurchaseColumns);
    await queueRemovals(jobQueue, tx, removalsOf(ended));
    await tx
      .update(basePackageChanges)
      .set({ status: 'CANCELLED', resolvedAt: now })
      .where(and(eq(basePackageChanges.connectionId, connectionId), eq(basePackageChanges.status, 'PENDING')));
    await recordAudit(tx, {
      action: 'lifecycle.connection_ended',
      outcome: 'success',
      accountId: connection.accountId,
      subjectType: 'connection',
      subjectId: connectionId,
      details: { purchasesEnded: ended.length },
    });
    return true;
  });
}
