import type { CancellationReason, UnsubscribeResult } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { purchases } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { recordCancellation } from '../cancellations/record-cancellation';
import { utcDate } from '../products/dates';
import { isBasePackage } from '../products/is-base-package';
import { purchaseConflict, purchaseRule } from './errors';
import type { Buyer } from './load-buyer';
import { lockLivePurchase } from './lock-live-purchase';
import { unsubscribeBlockedUntil } from './upgrade-lock';

/** A base package upgraded to cannot be unsubscribed before its change date (decision 0029). */
async function requireUnblocked(db: DbOrTx, connectionId: string, productId: string): Promise<void> {
  const blockedUntil = await unsubscribeBlockedUntil(db, connectionId, utcDate(new Date()));
  if (blockedUntil && (await isBasePackage(db, productId))) {
    throw purchaseRule('packageChange.unsubscribeBlocked', { date: blockedUntil });
  }
}

/**
 * Unsubscribes a running subscription: it stays watchable until its billing end date plus one day and
 * is not renewed (spec 001 section 4). Asking again answers the same; one-off and bundled purchases
 * cannot be unsubscribed. The reason, when the subscriber gives one, is kept with it (decision 0071).
 */
export async function unsubscribe(
  db: DbOrTx,
  buyer: Buyer,
  target: { purchaseId?: string; productId?: string },
  reason?: CancellationReason,
): Promise<UnsubscribeResult> {
  const purchase = await lockLivePurchase(db, buyer.connectionId, target);
  if (!purchase || purchase.isBundled || (target.productId && purchase.productId !== target.productId)) {
    throw purchaseRule('purchase.notSubscribed');
  }
  if (purchase.purchaseType !== 'PURCHASE_TYPE_SUBSCRIPTION') throw purchaseRule('purchase.oneOffNotUnsubscribable');
  if (purchase.status === 'PURCHASE_PENDING' || purchase.status === 'PAYMENT_SUCCESS') {
    throw purchaseConflict('purchase.paymentInProgress');
  }
  if (purchase.status === 'PURCHASE_COMPLETE') {
    await requireUnblocked(db, buyer.connectionId, purchase.productId);
    await db
      .update(purchases)
      .set({ status: 'PURCHASE_PENDING_REMOVE', unsubscribedAt: new Date(), updatedAt: new Date() })
      .where(eq(purchases.id, purchase.id));
    await recordAudit(db, {
      action: 'purchase.unsubscribe',
      outcome: 'success',
      accountId: buyer.accountId,
      ipAddress: buyer.ipAddress,
      subjectType: 'purchase',
      subjectId: purchase.id,
      details: { connectionId: buyer.connectionId, productId: purchase.productId },
    });
    await recordCancellation(db, { connectionId: buyer.connectionId, purchase }, reason);
  }
  return {
    purchaseId: purchase.id,
    purchaseStatus: 'PURCHASE_PENDING_REMOVE',
    billingEndDate: purchase.billingEndDate,
  };
}
