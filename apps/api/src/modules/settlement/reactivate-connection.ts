import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connections, livePurchaseStatuses, purchaseOptions, purchases } from '../../db/schema';
import { type ProvisioningRequests, requestProvisioning } from '../../integrations/provisioning-follow-up';
import { recordAudit } from '../../lib/audit';
import { addPeriod, utcDate } from '../products/dates';
import type { ReactivationPayment } from './settlement';

/**
 * A reactivation's payment went through, in the transaction that records it: the suspended connection
 * becomes active and its base package gets a new paid period from today (with the rows bundled with
 * it). A connection no longer suspended (reactivated meanwhile) is left alone and the audit says so.
 * Answers whether it reactivated.
 */
export async function applyReactivation(tx: DbOrTx, paid: ReactivationPayment): Promise<boolean> {
  const now = new Date();
  const activated = await tx
    .update(connections)
    .set({ status: 'active', updatedAt: now })
    .where(and(eq(connections.id, paid.connectionId), eq(connections.status, 'suspended')))
    .returning({ id: connections.id });
  if (activated.length > 0) {
    const [option] = await tx
      .select({
        utilizationPeriod: purchaseOptions.utilizationPeriod,
        utilizationPeriodUnit: purchaseOptions.utilizationPeriodUnit,
      })
      .from(purchases)
      .innerJoin(purchaseOptions, eq(purchaseOptions.id, purchases.purchaseOptionId))
      .where(eq(purchases.id, paid.purchaseId));
    if (!option) throw new Error(`base purchase ${paid.purchaseId} has no purchase option`);
    const start = utcDate(now);
    const end = addPeriod(start, option);
    await tx
      .update(purchases)
      .set({ billingStartDate: start, billingEndDate: end, paymentStatus: 'SUCCESS', updatedAt: now })
      .where(eq(purchases.id, paid.purchaseId));
    await tx
      .update(purchases)
      .set({ billingStartDate: start, billingEndDate: end, updatedAt: now })
      .where(
        and(eq(purchases.parentPurchaseId, paid.purchaseId), inArray(purchases.status, [...livePurchaseStatuses])),
      );
  }
  await recordAudit(tx, {
    action: 'reactivation.activate',
    outcome: activated.length > 0 ? 'success' : 'failure',
    accountId: paid.accountId,
    ipAddress: paid.ipAddress,
    subjectType: 'connection',
    subjectId: paid.connectionId,
    details: {
      purchaseId: paid.purchaseId,
      transactionId: paid.transactionId,
      channel: paid.channel,
      ...(activated.length > 0 ? {} : { reason: 'not_suspended' }),
    },
  });
  return activated.length > 0;
}

/**
 * After the reactivation has committed: the base package goes back on the TV platform, and its
 * provisioning status is what base-provision-status answers.
 */
export async function provisionReactivated(
  db: DbOrTx,
  integrations: ProvisioningRequests,
  base: { purchaseId: string; connectionId: string; productId: string },
): Promise<void> {
  await db
    .update(purchases)
    .set({ provisioningStatus: 'PENDING', updatedAt: new Date() })
    .where(eq(purchases.id, base.purchaseId));
  const outcome = await requestProvisioning(integrations, db, {
    purchaseId: base.purchaseId,
    connectionId: base.connectionId,
    productId: base.productId,
  });
  await db
    .update(purchases)
    .set({ provisioningStatus: outcome, updatedAt: new Date() })
    .where(eq(purchases.id, base.purchaseId));
}
