import type { RenewingSubscription } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { products, purchases } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { cancelPendingRemoval } from '../purchasing/cancel-pending-removal';
import { purchaseRule } from '../purchasing/errors';
import type { Buyer } from '../purchasing/load-buyer';
import { unsubscribe } from '../purchasing/unsubscribe-subscription';

/**
 * Turns a subscription's automatic renewal off (it is unsubscribed: access to the end of the paid
 * period, then it ends, spec 001 section 4) or back on (the unsubscription is cancelled; nothing is
 * charged now). Asking for what already holds answers it unchanged. Another connection's purchase is a 404.
 */
export async function setAutoRenew(
  tx: Transaction,
  buyer: Buyer,
  purchaseId: string,
  autoRenew: boolean,
): Promise<RenewingSubscription> {
  if (autoRenew) {
    const [pending] = await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(
        and(
          eq(purchases.id, purchaseId),
          eq(purchases.connectionId, buyer.connectionId),
          eq(purchases.status, 'PURCHASE_PENDING_REMOVE'),
        ),
      )
      .for('update');
    if (pending) await cancelPendingRemoval(tx, buyer, purchaseId);
  } else {
    const [running] = await tx
      .select({ status: purchases.status })
      .from(purchases)
      .where(and(eq(purchases.id, purchaseId), eq(purchases.connectionId, buyer.connectionId)));
    if (running?.status !== 'PURCHASE_PENDING_REMOVE') await unsubscribe(tx, buyer, { purchaseId });
  }
  const [row] = await tx
    .select({
      purchaseId: purchases.id,
      productName: products.name,
      billingEndDate: purchases.billingEndDate,
      status: purchases.status,
      purchaseType: purchases.purchaseType,
      nextRenewalOn: purchases.nextRenewalOn,
    })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .where(and(eq(purchases.id, purchaseId), eq(purchases.connectionId, buyer.connectionId)));
  if (row?.purchaseType !== 'PURCHASE_TYPE_SUBSCRIPTION') throw notFound();
  // Only a running subscription renews: an ended or unpaid one cannot be turned back on.
  if (row.status !== 'PURCHASE_COMPLETE' && row.status !== 'PURCHASE_PENDING_REMOVE') {
    throw purchaseRule('purchase.notSubscribed');
  }
  await recordAudit(tx, {
    action: 'purchase.auto_renew',
    outcome: 'success',
    accountId: buyer.accountId,
    ipAddress: buyer.ipAddress,
    subjectType: 'purchase',
    subjectId: purchaseId,
    details: { connectionId: buyer.connectionId, autoRenew },
  });
  return {
    purchaseId: row.purchaseId,
    productName: row.productName,
    billingEndDate: row.billingEndDate,
    autoRenew: row.status === 'PURCHASE_COMPLETE',
    retryOn: row.nextRenewalOn,
  };
}
