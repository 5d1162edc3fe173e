import type { TransactionResult } from '@selfcare/contracts';
import type { DbOrTx } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { recordAudit } from '../../lib/audit';
import type { Buyer } from './buyer';
import { cancelUnsubscription } from './entitlements';
import { type PurchaseQuote, quotePurchase, requireSameQuote } from './quote';
import { type HeldState, heldState, type PendingDowngrade, pendingDowngrade } from './rules';

/** What every subscribe payload says about the purchase, whatever the connection pays with. */
export interface PurchaseRequest {
  productId: string;
  purchaseOptionId: string;
  amount: number;
  voucherCode?: string | null | undefined;
  voucherId?: string | null | undefined;
  /** The product's own and the chosen option's purchase option groups (postpaid payload only). */
  productGroupId?: string;
  selectedGroupId?: string;
}

/**
 * The first step of every purchase, inside its transaction: what the connection holds of the product,
 * and the server's price (voucher locked for redemption), which must be the one the client showed.
 */
export async function priceRequest(
  tx: DbOrTx,
  buyer: Buyer,
  request: PurchaseRequest,
): Promise<{ held: HeldState; quote: PurchaseQuote; downgrade: PendingDowngrade | null }> {
  const [held, quote, downgrade] = await readTogether(tx, [
    () => heldState(tx, buyer, request.productId),
    () =>
      quotePurchase(tx, buyer, {
        productId: request.productId,
        purchaseOptionId: request.purchaseOptionId,
        voucher: request.voucherCode ? { code: request.voucherCode, voucherId: request.voucherId } : null,
        lockVoucher: true,
      }),
    () => pendingDowngrade(tx, buyer.connectionId),
  ] as const);
  requireSameQuote(quote, {
    amount: request.amount,
    productGroupId: request.productGroupId,
    selectedGroupId: request.selectedGroupId,
  });
  return { held, quote, downgrade };
}

/** A result for a purchase that needed no payment step: bill-paid, free, or an unsubscription cancelled. */
export function settledResult(
  fields: Partial<TransactionResult> & Pick<TransactionResult, 'amount' | 'purchasedPrice'>,
): TransactionResult {
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
  };
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

/** The audit record of a purchase written, with how it is paid. */
export function auditPurchase(tx: DbOrTx, buyer: Buyer, quote: PurchaseQuote, purchaseId: string, method: string) {
  return recordAudit(tx, {
    action: 'purchase.subscribe',
    outcome: 'success',
    accountId: buyer.accountId,
    ipAddress: buyer.ipAddress,
    subjectType: 'purchase',
    subjectId: purchaseId,
    details: {
      connectionId: buyer.connectionId,
      productId: quote.product.id,
      purchaseOptionId: quote.option.id,
      charged: quote.charged,
      voucherId: quote.voucher?.voucherId ?? null,
      method,
    },
  });
}
