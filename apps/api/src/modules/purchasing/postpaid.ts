import type { PostpaidSubscribeRequest, TransactionResult } from '@selfcare/contracts';
import type { Database } from '../../db/client';
import { billLines } from '../../db/schema';
import type { Integrations } from '../../integrations';
import { recordAudit } from '../../lib/audit';
import { type IdempotencyScope, idempotent } from '../../lib/idempotency';
import { utcDate } from '../products/dates';
import { type Buyer, requireActive, requireRoute } from './buyer';
import { cancelUnsubscription, completePaidPurchase, insertPurchase } from './entitlements';
import { quotePurchase, requireSameQuote } from './quote';
import { heldState, requirePurchasable } from './rules';

type SubscribeInput = Omit<PostpaidSubscribeRequest, 'pin'>;

export interface PurchaseContext {
  db: Database;
  integrations: Integrations;
  buyer: Buyer;
  country: string;
  idempotency: IdempotencyScope;
}

/** A result for a purchase that needed no payment step: bill-paid or an unsubscription cancelled. */
export function settledResult(
  fields: Partial<TransactionResult> & Pick<TransactionResult, 'amount' | 'purchasedPrice'>,
) {
  return {
    status: 'SUCCESS',
    paymentStatus: 'SUCCESS',
    authCode: null,
    description: null,
    transactionId: null,
    referenceNo: null,
    purchaseId: null,
    unsubscriptionCancelled: false,
    networkError: false,
    ...fields,
  } satisfies TransactionResult;
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
  const result = await idempotent(db, context.idempotency, async (tx) => {
    const held = await heldState(tx, buyer, input.productId);
    const quote = await quotePurchase(tx, buyer, {
      productId: input.productId,
      purchaseOptionId: input.purchaseOption,
      voucher: input.voucherCode ? { code: input.voucherCode, voucherId: input.voucherId } : null,
      lockVoucher: true,
    });
    requireSameQuote(quote, {
      amount: input.amount,
      productGroupId: input.productPOGroupId,
      selectedGroupId: input.selectedPOGID,
    });
    if (held.purchaseStatus === 'PURCHASE_PENDING_REMOVE' && held.purchaseId) {
      await cancelUnsubscription(tx, held.purchaseId);
      await recordAudit(tx, {
        action: 'purchase.unsubscription_cancelled',
        outcome: 'success',
        accountId: buyer.accountId,
        subjectType: 'purchase',
        subjectId: held.purchaseId,
      });
      return settledResult({
        purchaseId: held.purchaseId,
        amount: 0,
        purchasedPrice: 0,
        unsubscriptionCancelled: true,
      });
    }
    await requirePurchasable(tx, { buyer, quote, held, country: context.country });
    const purchase = await insertPurchase(tx, {
      buyer,
      quote,
      status: 'PAYMENT_SUCCESS',
      paymentStatus: 'SUCCESS',
      method: quote.charged === 0 ? 'FREE' : 'MONTHLY_BILL',
      now,
    });
    if (quote.charged > 0) {
      await tx.insert(billLines).values({
        connectionId: buyer.connectionId,
        purchaseId: purchase.id,
        description: quote.product.name,
        amount: quote.purchasedPrice,
        taxAmount: quote.taxAmount,
        billingMonth: `${utcDate(now).slice(0, 7)}-01`,
        chargedAt: now,
      });
    }
    await recordAudit(tx, {
      action: 'purchase.subscribe',
      outcome: 'success',
      accountId: buyer.accountId,
      subjectType: 'purchase',
      subjectId: purchase.id,
      details: {
        connectionId: buyer.connectionId,
        productId: quote.product.id,
        purchaseOptionId: quote.option.id,
        charged: quote.charged,
        voucherId: quote.voucher?.voucherId ?? null,
        method: 'MONTHLY_BILL',
      },
    });
    return settledResult({
      purchaseId: purchase.id,
      referenceNo: purchase.referenceNo,
      amount: quote.charged,
      purchasedPrice: quote.purchasedPrice,
    });
  });
  if (result.purchaseId && !result.unsubscriptionCancelled) {
    await completePaidPurchase(db, context.integrations.provisioning, {
      id: result.purchaseId,
      connectionId: buyer.connectionId,
      productId: input.productId,
    });
  }
  return result;
}
