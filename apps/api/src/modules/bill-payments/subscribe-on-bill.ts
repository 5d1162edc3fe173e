import type { PostpaidSubscribeRequest, TransactionResult } from '@selfcare/contracts';
import type { Transaction } from '../../db/client';
import { inOneRoundTrip } from '../../db/read-together';
import { placeholders, reusableStatement } from '../../db/reusable-statement';
import { billLines } from '../../db/schema';
import { idempotentAfterReads } from '../../lib/idempotency';
import { utcDate } from '../products/dates';
import { auditPurchase } from '../purchasing/audit-purchase';
import { type Buyer, requireActive, requireRoute } from '../purchasing/buyer';
import { cancelPendingRemoval } from '../purchasing/cancel-pending-removal';
import { priceRequest } from '../purchasing/price-request';
import type { PurchaseContext } from '../purchasing/purchase-context';
import type { PurchaseQuote } from '../purchasing/quote';
import { requirePurchasable } from '../purchasing/require-purchasable';
import { settledResult } from '../purchasing/settled-result';
import { purchaseRow } from '../purchasing/write-purchase';
import { settlePayment } from '../settlement/settle-payment';

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

/** A purchase's line on this month's bill, built once (decision 0027). */
const insertBillLine = reusableStatement('bill_line_insert', (db) =>
  db
    .insert(billLines)
    .values(
      placeholders('connectionId', 'purchaseId', 'description', 'amount', 'taxAmount', 'billingMonth', 'chargedAt'),
    ),
);

/**
 * A bill-paid purchase (types 1-5) inside the caller's transaction: paid at once, its bill line written
 * in the same transaction (none when a voucher or discount left nothing to pay), and audited.
 */
export async function chargeToBill(tx: Transaction, buyer: Buyer, quote: PurchaseQuote, now: Date) {
  const method = quote.charged === 0 ? 'FREE' : 'MONTHLY_BILL';
  const { write, ...purchase } = purchaseRow(tx, {
    buyer,
    quote,
    status: 'PAYMENT_SUCCESS',
    paymentStatus: 'SUCCESS',
    method,
    now,
  });
  // The purchase row, its bill line and its audit row in one round trip (decision 0028): should the row
  // be refused, the statements after it fail with the transaction and the row's refusal is the answer.
  await inOneRoundTrip(tx, [
    write,
    () =>
      quote.charged > 0
        ? insertBillLine(tx, {
            connectionId: buyer.connectionId,
            purchaseId: purchase.id,
            description: quote.product.name,
            amount: quote.purchasedPrice,
            taxAmount: quote.taxAmount,
            billingMonth: `${utcDate(now).slice(0, 7)}-01`,
            chargedAt: now,
          })
        : undefined,
    () => auditPurchase(tx, buyer, quote, purchase.id, method),
  ] as const);
  return purchase;
}
