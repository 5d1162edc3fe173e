import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Buyer } from './load-buyer';
import type { PurchaseQuote } from './quote-purchase';

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
