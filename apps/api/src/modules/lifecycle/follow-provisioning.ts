import { and, eq } from 'drizzle-orm';
import { paidLivePurchaseStatuses, purchases } from '../../db/schema';
import { provisionOrPending } from '../../integrations/provisioning';
import { FOLLOW_PROVISIONING, type FollowProvisioning } from '../../integrations/provisioning-follow-up';
import type { SettlementDeps } from '../settlement/settle-payment';
import { provisionAgain, type Reprovisioned } from './waiting-provisionings';

const paidLive: readonly string[] = paidLivePurchaseStatuses;

/**
 * Asks the platform again about a purchase whose provisioning is still PENDING and records its answer:
 * a paid purchase waiting for the platform is settled as the sweep does it (provisionAgain); a running
 * one (a package switched or a connection reactivated) only gets the platform's status. A purchase the
 * platform has answered for, or that has ended, is skipped.
 */
export async function followProvisioning(deps: SettlementDeps, purchaseId: string): Promise<Reprovisioned> {
  const { db } = deps;
  const [purchase] = await db
    .select({
      status: purchases.status,
      provisioningStatus: purchases.provisioningStatus,
      connectionId: purchases.connectionId,
      productId: purchases.productId,
    })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (purchase?.provisioningStatus !== 'PENDING') return 'skipped';
  if (purchase.status === 'PAYMENT_SUCCESS') return provisionAgain(deps, purchaseId, new Date());
  if (!paidLive.includes(purchase.status)) return 'skipped';
  const outcome = await provisionOrPending(deps.integrations.provisioning, {
    purchaseId,
    connectionId: purchase.connectionId,
    productId: purchase.productId,
  });
  if (outcome === 'PENDING') return 'pending';
  await db
    .update(purchases)
    .set({ provisioningStatus: outcome, updatedAt: new Date() })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.provisioningStatus, 'PENDING')));
  return 'completed';
}

/**
 * The job queued with every provisioning request (integrations/provisioning-follow-up.ts): it asks again
 * with back-off while the platform has not finished, and once its last ask finds it still unfinished the
 * purchase's provisioning is given up as FAILURE, where care and the subscriber's page can see it.
 */
export function defineProvisioningFollowUp(deps: SettlementDeps): void {
  const queue = deps.integrations.jobQueue;
  const { retryLimit, retryDelaySeconds } = queue.settings.provisioning;
  queue.define<FollowProvisioning>(
    FOLLOW_PROVISIONING,
    async ({ purchaseId }) => {
      if ((await followProvisioning(deps, purchaseId)) === 'pending') {
        throw new Error('the platform has not finished provisioning the purchase yet');
      }
    },
    {
      retryLimit,
      retryDelaySeconds,
      onDeadLetter: async ({ purchaseId }, _reason, db) => {
        await db
          .update(purchases)
          .set({ provisioningStatus: 'FAILURE', updatedAt: new Date() })
          .where(and(eq(purchases.id, purchaseId), eq(purchases.provisioningStatus, 'PENDING')));
      },
    },
  );
}
