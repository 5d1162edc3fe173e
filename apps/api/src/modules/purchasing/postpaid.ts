import type { PostpaidSubscribeRequest, TransactionResult, UiLanguage } from '@selfcare/contracts';
import type { Database, Transaction } from '../../db/client';
import { inOneRoundTrip } from '../../db/read-together';
import { placeholders, reusableStatement } from '../../db/reusable-statement';
import { billLines } from '../../db/schema';
import type { Integrations } from '../../integrations';
import { type IdempotencyScope, idempotentAfterReads } from '../../lib/idempotency';
import { utcDate } from '../products/dates';
import { type Buyer, requireActive, requireRoute } from './buyer';
import { provisionPaidPurchase, purchaseRow } from './entitlements';
import { auditPurchase, cancelPendingRemoval, priceRequest, settledResult } from './open-purchase';
import type { PurchaseQuote } from './quote';
import { requirePurchasable } from './rules';

type SubscribeInput = Omit<PostpaidSubscribeRequest, 'pin'>;

export interface PurchaseContext {
  db: Database;
  integrations: Integrations;
  buyer: Buyer;
  country: string;
  idempotency: IdempotencyScope;
  /** The caller's language, for what the purchase writes (descriptions, a registration's SMS). */
  language: UiLanguage;
}

/**
 * Subscribe or purchase for a fixed-line or broadband connection (types 1-5): the price, taxes on top,
 * goes on this month's bill in the same transaction as the purchase, so it completes at once. Subscribing
 * to a product pending removal cancels the unsubscription instead (nothing is charged). Provisioning
 * follows the commit.
 */
export async function postpaidSubscribe(context: PurchaseContext, input: SubscribeInput): Promise<TransactionResult> {
  const { db, buyer } = context;
  requireRoute(buyer, 'bill');
  requireActive(buyer);
  const now = new Date();
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
  // The purchase was committed paid and with its reference number: there is nothing to mark paid.
  if (result.purchaseId && !result.unsubscriptionCancelled) {
    await provisionPaidPurchase(
      db,
      context.integrations.provisioning,
      { id: result.purchaseId, connectionId: buyer.connectionId, productId: input.productId },
      context.language,
    );
  }
  return result;
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
