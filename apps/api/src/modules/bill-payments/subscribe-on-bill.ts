import type { PostpaidSubscribeRequest, TransactionResult } from '@selfcare/contracts';
import { idempotentAfterReads } from '../../lib/idempotency';
import { cancelPendingRemoval } from '../purchasing/cancel-pending-removal';
import { requireActive, requireRoute } from '../purchasing/load-buyer';
import { priceRequest } from '../purchasing/price-request';
import type { PurchaseContext } from '../purchasing/purchase-context';
import { requirePurchasable } from '../purchasing/require-purchasable';
import { settledResult } from '../purchasing/settled-result';
import { settlePayment } from '../settlement/settle-payment';
import { chargeToBill } from './charge-to-bill';

type SubscribeInput = Omit<PostpaidSubscribeRequest, 'pin'>;

/**
 * Subscribe or purchase for a fixed-line or broadband connection (types 1-5): the price, taxes on top,
 * goes on this month's bill in the same transaction as the purchase, so it completes at once. Subscribing
 * to a product pending removal cancels the unsubscription instead (nothing is charged). The settlement
 * provisions the purchase after the commit.
 */
export async function postpaidSubscribe(context: PurchaseContext, input: SubscribeInput): Promise<TransactionResult> {
  const { db, buyer } = context;
  requireRoute(buyer, 'bill');
  requireActive(buyer);
  const now = new Date();
  return settlePayment(context, context.language, async (record) => {
    const result = await idempotentAfterReads(
      db,
      context.idempotency,
      (tx) =>
        priceRequest(tx, buyer, {
          productId: input.productId,
          purchaseOptionId: input.purchaseOption,
          amount: input.amount,
          voucherCode: input.voucherCode,
          voucherId: input.voucherId,
          productGroupId: input.productPOGroupId,
          selectedGroupId: input.selectedPOGID,
        }),
      async (tx, { held, quote, downgrade }) => {
        if (held.purchaseStatus === 'PURCHASE_PENDING_REMOVE' && held.purchaseId) {
          return cancelPendingRemoval(tx, buyer, held.purchaseId);
        }
        requirePurchasable({ quote, held, downgrade, country: context.country });
        const purchase = await chargeToBill(tx, buyer, quote, now);
        return settledResult({
          purchaseId: purchase.id,
          referenceNo: purchase.referenceNo,
          amount: quote.charged,
          purchasedPrice: quote.purchasedPrice,
        });
      },
    );
    // Written paid with its reference number, so only provisioning is left (a replayed answer asks again).
    if (result.purchaseId && !result.unsubscriptionCancelled) {
      const purchase = { id: result.purchaseId, connectionId: buyer.connectionId, productId: input.productId };
      await record(db, { outcome: 'paid', for: { purpose: 'PURCHASE', purchase, row: 'paidWithReference' } });
    }
    return result;
  });
}
