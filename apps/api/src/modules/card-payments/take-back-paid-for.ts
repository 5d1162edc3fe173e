import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connections, purchasedVouchers } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { endPurchaseWithBundled } from '../purchasing/end-purchase-with-bundled';

/** A paid payment whose money went back to the card (a chargeback, a full refund). */
export interface TakenBackPayment {
  id: string;
  purpose: string;
  connectionId: string;
  purchaseId: string | null;
}

/**
 * Takes back what a payment paid for, in the caller's transaction, and answers what it did (for the
 * audit): a purchase, its renewal or the package an upgrade started ends now with the rows bundled with
 * it (and leaves the TV platform); a reactivation's connection is suspended again, as after a refused renewal; a gift voucher
 * bought with it expires now.
 */
export async function takeBackPaidFor(
  tx: DbOrTx,
  jobQueue: JobQueue,
  payment: TakenBackPayment,
  now: Date,
): Promise<Record<string, number | boolean>> {
  const endsPurchase = payment.purpose === 'PURCHASE' || payment.purpose === 'RENEWAL' || payment.purpose === 'UPGRADE';
  if (endsPurchase && payment.purchaseId) {
    return { purchasesEnded: await endPurchaseWithBundled(tx, jobQueue, payment.purchaseId, 'PURCHASE_REMOVED', now) };
  }
  if (payment.purpose === 'REACTIVATION') {
    const suspended = await tx
      .update(connections)
      .set({ status: 'suspended', updatedAt: now })
      .where(and(eq(connections.id, payment.connectionId), eq(connections.status, 'active')))
      .returning({ id: connections.id });
    return { connectionSuspended: suspended.length > 0 };
  }
  if (payment.purpose === 'VOUCHER') {
    const expired = await tx
      .update(purchasedVouchers)
      .set({ expiresAt: now })
      .where(and(eq(purchasedVouchers.transactionId, payment.id), gt(purchasedVouchers.expiresAt, now)))
      .returning({ id: purchasedVouchers.id });
    return { vouchersExpired: expired.length };
  }
  return {};
}
