import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connections, purchases } from '../../db/schema';
import { recordAudit } from '../../lib/audit';

/**
 * A subscription whose payment was still in progress (PURCHASE_PENDING: a card checkout open, an
 * operator charge unsettled) when its connection was unsubscribed is covered by that unsubscribe once it
 * is paid (decision 0036): it completes as PURCHASE_PENDING_REMOVE, so it never renews, with
 * its billing end no later than the connection's termination date (nor before its own start). Called by
 * provisionPaidPurchase after the purchase is complete; a purchase on a connection that is not pending
 * termination, or a one-off or bundled one, is left as it is. The connection row is locked (shared) so
 * an unsubscribe of it either commits first and is seen here, or runs after and stops the purchase
 * itself.
 */
export async function coverPaidPurchaseByUnsubscribe(
  db: DbOrTx,
  purchase: { id: string; connectionId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [connection] = await tx
      .select({
        accountId: connections.accountId,
        status: connections.status,
        terminationDate: connections.pendingTerminationDate,
      })
      .from(connections)
      .where(eq(connections.id, purchase.connectionId))
      .for('share');
    if (connection?.status !== 'pending_terminated' || !connection.terminationDate) return false;
    const now = new Date();
    const covered = await tx
      .update(purchases)
      .set({
        status: 'PURCHASE_PENDING_REMOVE',
        unsubscribedAt: now,
        billingEndDate: sql`greatest(${purchases.billingStartDate}, least(${purchases.billingEndDate}, ${connection.terminationDate}::date))`,
        updatedAt: now,
      })
      .where(
        and(
          eq(purchases.id, purchase.id),
          eq(purchases.connectionId, purchase.connectionId),
          eq(purchases.status, 'PURCHASE_COMPLETE'),
          eq(purchases.purchaseType, 'PURCHASE_TYPE_SUBSCRIPTION'),
          eq(purchases.isBundled, false),
        ),
      )
      .returning({ billingEndDate: purchases.billingEndDate });
    const [row] = covered;
    if (!row) return false;
    await recordAudit(tx, {
      action: 'connection.unsubscribe_covers_purchase',
      outcome: 'success',
      accountId: connection.accountId,
      subjectType: 'purchase',
      subjectId: purchase.id,
      details: {
        connectionId: purchase.connectionId,
        terminationDate: connection.terminationDate,
        billingEndDate: row.billingEndDate,
      },
    });
    return true;
  });
}
