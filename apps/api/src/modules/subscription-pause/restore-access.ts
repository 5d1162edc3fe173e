import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { livePurchaseStatuses, purchases } from '../../db/schema';
import { provisionOrPending } from '../../integrations/provisioning';
import { followUp, type ProvisioningRequests } from '../../integrations/provisioning-follow-up';
import type { JobQueue } from '../../jobs/job-queue';

export interface ToRestore {
  purchaseId: string;
  connectionId: string;
  productId: string;
}

/**
 * In the transaction that resumes a paused subscription: the purchase and its live bundled rows (those
 * the platform had taken) go back to provisioning PENDING, each with the job that follows it up, so a
 * resume committed is never left without access, even if the api stops before asking the platform.
 * Answers what to ask the platform for once the transaction has committed (`provisionRestored`).
 */
export async function markForRestore(tx: DbOrTx, jobQueue: JobQueue, purchaseId: string): Promise<ToRestore[]> {
  const rows = await tx
    .update(purchases)
    .set({ provisioningStatus: 'PENDING', updatedAt: new Date() })
    .where(
      and(
        or(eq(purchases.id, purchaseId), eq(purchases.parentPurchaseId, purchaseId)),
        inArray(purchases.status, [...livePurchaseStatuses]),
        ne(purchases.provisioningStatus, 'FAILURE'),
      ),
    )
    .returning({ purchaseId: purchases.id, connectionId: purchases.connectionId, productId: purchases.productId });
  for (const row of rows) await followUp(jobQueue, tx, row.purchaseId);
  return rows;
}

/**
 * After the commit: asks the platform to give the restored rows back and records its answer; one it has
 * not finished stays PENDING for the follow-up job queued with the resume.
 */
export async function provisionRestored(
  db: DbOrTx,
  integrations: ProvisioningRequests,
  restored: readonly ToRestore[],
): Promise<void> {
  for (const request of restored) {
    const outcome = await provisionOrPending(integrations.provisioning, request);
    if (outcome === 'PENDING') continue;
    await db
      .update(purchases)
      .set({ provisioningStatus: outcome, updatedAt: new Date() })
      .where(and(eq(purchases.id, request.purchaseId), eq(purchases.provisioningStatus, 'PENDING')));
  }
}
