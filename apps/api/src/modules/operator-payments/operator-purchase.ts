import type { OperatorPurchaseRequest, TransactionResult } from '@selfcare/contracts';
import { claimIdempotencyKey, storeIdempotentResult } from '../../lib/idempotency';
import { auditPurchase } from '../purchasing/audit-purchase';
import { cancelPendingRemoval } from '../purchasing/cancel-pending-removal';
import { requireActive, requireRoute } from '../purchasing/load-buyer';
import { priceRequest } from '../purchasing/price-request';
import type { PurchaseContext } from '../purchasing/purchase-context';
import type { PurchaseQuote } from '../purchasing/quote-purchase';
import { requirePurchasable } from '../purchasing/require-purchasable';
import { settledResult } from '../purchasing/settled-result';
import { insertPurchase } from '../purchasing/write-purchase';
import { type RecordSettlement, settlePayment } from '../settlement/settle-payment';
import { callOperator } from './call-operator';
import { openOperatorTransaction } from './operator-transactions';
import { requireMobile } from './require-mobile';
import { settleOperatorPurchase } from './settle-operator-payment';

type OperatorPurchaseInput = Omit<OperatorPurchaseRequest, 'pin'>;

/** What the first transaction leaves: a final answer, or a committed payment to charge. */
type Opened =
  | { kind: 'answered'; result: TransactionResult }
  | { kind: 'charge'; transactionId: string; quote: PurchaseQuote };

/**
 * The first transaction: claims the idempotency key, prices the purchase and checks the rules, then
 * writes the purchase (PURCHASE_PENDING) and its PENDING operator payment. Nothing left to pay (a full
 * voucher) is settled at once without a payment.
 */
function openPurchase(
  context: PurchaseContext,
  input: OperatorPurchaseInput,
  record: RecordSettlement,
): Promise<Opened> {
  const { buyer } = context;
  return context.db.transaction(async (tx): Promise<Opened> => {
    const earlier = await claimIdempotencyKey<TransactionResult>(tx, context.idempotency);
    if (earlier) return { kind: 'answered', result: earlier.stored };
    const { held, quote, downgrade } = await priceRequest(tx, buyer, input);
    if (held.purchaseStatus === 'PURCHASE_PENDING_REMOVE' && held.purchaseId) {
      const result = await cancelPendingRemoval(tx, buyer, held.purchaseId);
      await storeIdempotentResult(tx, context.idempotency, result);
      return { kind: 'answered', result };
    }
    requirePurchasable({ quote, held, downgrade, country: context.country });
    const free = quote.charged === 0;
    const purchase = await insertPurchase(tx, {
      buyer,
      quote,
      status: free ? 'PAYMENT_SUCCESS' : 'PURCHASE_PENDING',
      paymentStatus: free ? 'SUCCESS' : 'PENDING',
      method: free ? 'FREE' : 'OPERATOR',
      now: new Date(),
    });
    await auditPurchase(tx, buyer, quote, purchase.id, free ? 'FREE' : 'OPERATOR');
    if (free) {
      const result = settledResult({
        purchaseId: purchase.id,
        referenceNo: purchase.referenceNo,
        amount: 0,
        purchasedPrice: quote.purchasedPrice,
      });
      await storeIdempotentResult(tx, context.idempotency, result);
      const paid = { id: purchase.id, connectionId: buyer.connectionId, productId: quote.product.id };
      await record(tx, { outcome: 'paid', for: { purpose: 'PURCHASE', purchase: paid, row: 'paidWithReference' } });
      return { kind: 'answered', result };
    }
    const transactionId = await openOperatorTransaction(tx, {
      connectionId: buyer.connectionId,
      purchaseId: purchase.id,
      purpose: 'PURCHASE',
      amount: quote.charged,
      taxAmount: quote.taxAmount,
      itemName: quote.product.name,
    });
    return { kind: 'charge', transactionId, quote };
  });
}

/**
 * Purchase or subscribe for an operator payer (type 6), charged on the phone bill (DESIGN.md
 * section 6, docs/decisions/0006-purchasing-api.md). The operator is an external system, so the call
 * runs between two transactions: the purchase and a PENDING payment are committed first, then the
 * operator is charged with the payment's id as its reference, then its answer is written.
 */
export async function operatorPurchase(
  context: PurchaseContext,
  input: OperatorPurchaseInput,
): Promise<TransactionResult> {
  const { buyer, integrations } = context;
  requireRoute(buyer, 'operator');
  requireActive(buyer);
  const msisdn = requireMobile(buyer);
  // Refused (503, Retry-After) before the purchase and its payment are written while the operator is down.
  integrations.operatorBilling.requireReachable();
  const opened = await settlePayment(context, context.language, (record) => openPurchase(context, input, record));
  if (opened.kind === 'answered') return opened.result;
  const { transactionId, quote } = opened;
  const call = await callOperator(
    () =>
      integrations.operatorBilling.charge({
        msisdn,
        amount: quote.charged,
        reference: transactionId,
        description: quote.product.name,
      }),
    context.language,
  );
  return settleOperatorPurchase({
    db: context.db,
    integrations,
    publicUrl: context.publicUrl,
    metrics: context.metrics,
    accountId: buyer.accountId,
    transactionId,
    expected: ['PENDING'],
    call,
    idempotency: context.idempotency,
    language: context.language,
    ipAddress: buyer.ipAddress,
  });
}
