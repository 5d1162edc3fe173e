import type {
  CardCheckout,
  PrepaidPurchaseResponse,
  prepaidPurchaseRequestSchema,
  TransactionResult,
} from '@selfcare/contracts';
import type { z } from 'zod';
import type { Transaction } from '../../db/client';
import { idempotent } from '../../lib/idempotency';
import { auditPurchase } from '../purchasing/audit-purchase';
import { type Buyer, requireActive, requireRoute } from '../purchasing/load-buyer';
import { priceRequest } from '../purchasing/price-request';
import type { PurchaseContext } from '../purchasing/purchase-context';
import type { PurchaseQuote } from '../purchasing/quote-purchase';
import { requirePurchasable } from '../purchasing/require-purchasable';
import { settledResult } from '../purchasing/settled-result';
import { insertPurchase } from '../purchasing/write-purchase';
import { settlePayment } from '../settlement/settle-payment';
import { abandonUnpaidCheckout } from './abandon-unpaid-checkout';
import { startCardPayment } from './start-card-payment';

type CardPurchaseInput = Omit<z.output<typeof prepaidPurchaseRequestSchema>, 'pin'>;

/**
 * Buys a product for a card payer (type 7). The purchase and a PENDING card transaction are
 * written in one database transaction with the idempotency key, and the answer is the signed checkout
 * for the gateway's popup: only the gateway's verified notification completes the purchase. A voucher
 * that leaves nothing to pay completes it at once, with no checkout. An earlier checkout of the same
 * product left unpaid is given up first, so dismissing the popup does not lock the product.
 * Re-subscribing to a product pending removal is not offered to card payers: it answers 409.
 */
export async function cardPurchase(
  context: PurchaseContext,
  input: CardPurchaseInput,
): Promise<PrepaidPurchaseResponse> {
  const { db, buyer } = context;
  requireRoute(buyer, 'card');
  requireActive(buyer);
  return settlePayment(context, context.language, async (record) => {
    const response = await idempotent(db, context.idempotency, async (tx) => {
      await abandonUnpaidCheckout(tx, buyer, input.productId, context.language);
      const { held, quote, downgrade } = await priceRequest(tx, buyer, input);
      requirePurchasable({ quote, held, downgrade, country: context.country });
      return quote.charged === 0
        ? freePurchase(tx, buyer, quote)
        : openCheckout(tx, context, quote, input.userTelephoneNumber);
    });
    // Nothing to pay: written paid with its reference number, so only provisioning is left.
    if (response.checkout === null && response.result.purchaseId) {
      const purchase = { id: response.result.purchaseId, connectionId: buyer.connectionId, productId: input.productId };
      await record(db, { outcome: 'paid', for: { purpose: 'PURCHASE', purchase, row: 'paidWithReference' } });
    }
    return response;
  });
}

/** A 100% voucher (or a free option): paid in full already, so no checkout. */
async function freePurchase(tx: Transaction, buyer: Buyer, quote: PurchaseQuote): Promise<PrepaidPurchaseResponse> {
  const purchase = await insertPurchase(tx, {
    buyer,
    quote,
    status: 'PAYMENT_SUCCESS',
    paymentStatus: 'SUCCESS',
    method: 'FREE',
    now: new Date(),
  });
  await auditPurchase(tx, buyer, quote, purchase.id, 'FREE');
  return {
    checkout: null,
    result: settledResult({
      purchaseId: purchase.id,
      referenceNo: purchase.referenceNo,
      amount: 0,
      purchasedPrice: quote.purchasedPrice,
    }),
  };
}

/** A pending card purchase and its payment. */
async function openCheckout(
  tx: Transaction,
  context: Pick<PurchaseContext, 'buyer' | 'integrations' | 'publicUrl'>,
  quote: PurchaseQuote,
  telephoneNumber: string | null | undefined,
): Promise<{ checkout: CardCheckout; result: TransactionResult }> {
  const { buyer } = context;
  const purchase = await insertPurchase(tx, {
    buyer,
    quote,
    status: 'PURCHASE_PENDING',
    paymentStatus: 'PENDING',
    method: 'CARD',
    now: new Date(),
  });
  await auditPurchase(tx, buyer, quote, purchase.id, 'CARD');
  return startCardPayment(tx, {
    gateway: context.integrations.cardGateway,
    publicUrl: context.publicUrl,
    buyer,
    quote,
    purpose: 'PURCHASE',
    purchaseId: purchase.id,
    keepsCard: quote.option.purchaseType === 'PURCHASE_TYPE_SUBSCRIPTION',
    telephoneNumber,
  });
}
