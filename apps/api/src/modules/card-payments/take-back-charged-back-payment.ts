import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connections, livePurchaseStatuses, purchasedVouchers, purchases, transactions } from '../../db/schema';
import { endedPurchaseColumns, queueRemovals, removalsOf } from '../../integrations/provisioning-removal';
import type { JobQueue } from '../../jobs/job-queue';
import { recordAudit } from '../../lib/audit';

/** The paid card payment a chargeback names, as the notification found it. */
export interface ChargedBackPayment {
  id: string;
  purpose: 'PURCHASE' | 'REACTIVATION' | 'VOUCHER' | (string & {});
  accountId: string;
  connectionId: string;
  purchaseId: string | null;
}

/**
 * The bank took a paid card payment back (PayHere status -3 after a success), inside the notification's
 * transaction with the payment locked: the payment is marked charged back, and what it paid for is taken
 * back at once. A purchase ends with the rows bundled with it (and leaves the TV platform); a
 * reactivation's connection is suspended again, as after a refused renewal; a gift voucher bought with it
 * expires. The card is not charged again: renewals look past a charged-back card (card-renewal.ts).
 */
export async function takeBackChargedBackPayment(
  tx: DbOrTx,
  jobQueue: JobQueue,
  payment: ChargedBackPayment,
  input: { description: string; ipAddress: string; paymentId: string },
): Promise<void> {
  const now = new Date();
  await tx
    .update(transactions)
    .set({ chargedBackAt: now, description: input.description, updatedAt: now })
    .where(eq(transactions.id, payment.id));

  let taken: Record<string, unknown> = {};
  if (payment.purpose === 'PURCHASE' && payment.purchaseId) {
    const ended = await tx
      .update(purchases)
      .set({ status: 'PURCHASE_REMOVED', endedAt: now, updatedAt: now })
      .where(
        and(
          or(eq(purchases.id, payment.purchaseId), eq(purchases.parentPurchaseId, payment.purchaseId)),
          inArray(purchases.status, [...livePurchaseStatuses]),
        ),
      )
      .returning(endedPurchaseColumns);
    await queueRemovals(jobQueue, tx, removalsOf(ended));
    taken = { purchasesEnded: ended.length };
  } else if (payment.purpose === 'REACTIVATION') {
    const suspended = await tx
      .update(connections)
      .set({ status: 'suspended', updatedAt: now })
      .where(and(eq(connections.id, payment.connectionId), eq(connections.status, 'active')))
      .returning({ id: connections.id });
    taken = { connectionSuspended: suspended.length > 0 };
  } else if (payment.purpose === 'VOUCHER') {
    const expired = await tx
      .update(purchasedVouchers)
      .set({ expiresAt: now })
      .where(and(eq(purchasedVouchers.transactionId, payment.id), gt(purchasedVouchers.expiresAt, now)))
      .returning({ id: purchasedVouchers.id });
    taken = { vouchersExpired: expired.length };
  }

  await recordAudit(tx, {
    action: 'payment.chargeback',
    outcome: 'success',
    accountId: payment.accountId,
    subjectType: 'transaction',
    subjectId: payment.id,
    ipAddress: input.ipAddress,
    details: { purpose: payment.purpose, paymentId: input.paymentId, ...taken },
  });
}
