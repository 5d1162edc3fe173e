import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { purchaseOptions, purchases } from '../../db/schema';
import { notFound } from '../../lib/api-error';

/**
 * The connection's purchase `purchaseId`, whatever its status, with its option's period, locked for the
 * caller's transaction (the row the sweep's renewal, pause and resume steps lock too). Another
 * connection's purchase, or none, is a 404.
 */
export async function lockSubscription(db: DbOrTx, connectionId: string, purchaseId: string) {
  const [row] = await db
    .select({
      id: purchases.id,
      productId: purchases.productId,
      isBundled: purchases.isBundled,
      purchaseType: purchases.purchaseType,
      status: purchases.status,
      paymentStatus: purchases.paymentStatus,
      provisioningStatus: purchases.provisioningStatus,
      billingEndDate: purchases.billingEndDate,
      renewalAttempts: purchases.renewalAttempts,
      nextRenewalOn: purchases.nextRenewalOn,
      pausePeriods: purchases.pausePeriods,
      pauseResumesOn: purchases.pauseResumesOn,
      pausedAt: purchases.pausedAt,
      utilizationPeriod: purchaseOptions.utilizationPeriod,
      utilizationPeriodUnit: purchaseOptions.utilizationPeriodUnit,
    })
    .from(purchases)
    .leftJoin(purchaseOptions, eq(purchaseOptions.id, purchases.purchaseOptionId))
    .where(and(eq(purchases.id, purchaseId), eq(purchases.connectionId, connectionId)))
    .for('update', { of: purchases });
  if (!row) throw notFound();
  return row;
}

export type LockedSubscription = Awaited<ReturnType<typeof lockSubscription>>;
