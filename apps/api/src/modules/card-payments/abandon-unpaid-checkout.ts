import type { UiLanguage } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { purchases, transactions } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { failPurchase } from '../purchasing/fail-purchase';
import type { Buyer } from '../purchasing/load-buyer';

/**
 * A card purchase of the product whose checkout was left unpaid (the popup was dismissed, the gateway
 * has said nothing about it) is given up, so the subscriber can try again: its transaction fails as
 * cancelled and its purchase fails, and a notification arriving for that order later is ignored. The
 * transaction row is locked before the purchase, the order the notification handler locks them in, so
 * the two never deadlock; one that the gateway has settled or reported pending meanwhile is left alone.
 * The transaction's description is in the caller's `language`.
 */
export async function abandonUnpaidCheckout(
  tx: Transaction,
  buyer: Buyer,
  productId: string,
  language: UiLanguage,
): Promise<void> {
  const [unpaid] = await tx
    .select({ transactionId: transactions.id, purchaseId: purchases.id })
    .from(transactions)
    .innerJoin(purchases, eq(purchases.id, transactions.purchaseId))
    .where(
      and(
        eq(purchases.connectionId, buyer.connectionId),
        eq(purchases.productId, productId),
        eq(purchases.status, 'PURCHASE_PENDING'),
        eq(purchases.paymentMethod, 'CARD'),
        eq(transactions.channel, 'CARD'),
        eq(transactions.status, 'PENDING'),
        isNull(transactions.notifiedAt),
      ),
    )
    .for('update', { of: transactions });
  if (!unpaid) return;
  await tx
    .update(transactions)
    .set({ status: 'FAILURE', paymentStatus: 'FAILURE', description: messageTextIn(language, 'payment.cancelled') })
    .where(eq(transactions.id, unpaid.transactionId));
  await failPurchase(tx, unpaid.purchaseId);
  await recordAudit(tx, {
    action: 'payment.card_abandoned',
    outcome: 'success',
    accountId: buyer.accountId,
    ipAddress: buyer.ipAddress,
    subjectType: 'transaction',
    subjectId: unpaid.transactionId,
    details: { purchaseId: unpaid.purchaseId, connectionId: buyer.connectionId, productId },
  });
}
