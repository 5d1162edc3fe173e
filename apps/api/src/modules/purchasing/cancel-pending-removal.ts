import type { TransactionResult } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { purchases } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { Buyer } from './load-buyer';
import { settledResult } from './settled-result';

/** Subscribing again to a product pending removal cancels the unsubscription; nothing is charged. */
async function cancelUnsubscription(db: DbOrTx, purchaseId: string): Promise<boolean> {
  const rows = await db
    .update(purchases)
    .set({ status: 'PURCHASE_COMPLETE', unsubscribedAt: null, updatedAt: new Date() })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'PURCHASE_PENDING_REMOVE')))
    .returning({ id: purchases.id });
  return rows.length > 0;
}

/** Subscribing to a product pending removal cancels the unsubscription; nothing is charged. */
export async function cancelPendingRemoval(tx: DbOrTx, buyer: Buyer, purchaseId: string): Promise<TransactionResult> {
  await cancelUnsubscription(tx, purchaseId);
  await recordAudit(tx, {
    action: 'purchase.unsubscription_cancelled',
    outcome: 'success',
    accountId: buyer.accountId,
    ipAddress: buyer.ipAddress,
    subjectType: 'purchase',
    subjectId: purchaseId,
  });
  return settledResult({ purchaseId, amount: 0, purchasedPrice: 0, unsubscriptionCancelled: true });
}
