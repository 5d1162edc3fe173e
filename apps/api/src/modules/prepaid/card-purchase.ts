import type {
  CardCheckout,
  PrepaidPurchaseResponse,
  prepaidPurchaseRequestSchema,
  TransactionResult,
} from '@selfcare/contracts';
import type { z } from 'zod';
import type { Transaction } from '../../db/client';
import { idempotent } from '../../lib/idempotency';
import { type Buyer, requireActive, requireRoute } from '../purchasing/buyer';
import { completePaidPurchase, insertPurchase } from '../purchasing/entitlements';
import { auditPurchase, priceRequest, settledResult } from '../purchasing/open-purchase';
import type { PurchaseContext } from '../purchasing/postpaid';
import type { PurchaseQuote } from '../purchasing/quote';
import { requirePurchasable } from '../purchasing/rules';
import { abandonUnpaidCheckout } from './abandoned-checkout';
import { startCardPayment } from './checkout';

type CardPurchaseInput = Omit<z.output<typeof prepaidPurchaseRequestSchema>, 'pin'>;

export interface CardPurchaseContext extends PurchaseContext {
  /** The api's public address, for the gateway's notify URL and the return pages. */
  publicUrl: string;
}

/**
 * Buys a product for a card-paying connection (type 7). The purchase and a PENDING card transaction are
 * written in one database transaction with the idempotency key, and the answer is the signed checkout
 * for the gateway's popup: only the gateway's verified notification completes the purchase. A voucher
 * that leaves nothing to pay completes it at once, with no checkout. An earlier checkout of the same
 * product left unpaid is given up first, so dismissing the popup does not lock the product.
 * Re-subscribing to a product pending removal is not offered to card payers: it answers 409.
 */
export async function cardPurchase(
  context: CardPurchaseContext,
  input: CardPurchaseInput,
): Promise<PrepaidPurchaseResponse> {
  const { db, buyer } = context;
  requireRoute(buyer, 'card');
  requireActive(buyer);
  const response = await idempotent(db, context.idempotency, async (tx) => {
    await abandonUnpaidCheckout(tx, buyer, input.productId, context.language);
    const { held, quote, downgrade } = await priceRequest(tx, buyer, input);
    requirePurchasable({ quote, held, downgrade, country: context.country });
    return quote.charged === 0
      ? freePurchase(tx, buyer, quote)
      : openCheckout(tx, context, quote, input.userTelephoneNumber);
  });
  if (response.checkout === null && response.result.purchaseId) {
    await completePaidPurchase(
      db,
      context.integrations.provisioning,
      { id: response.result.purchaseId, connectionId: buyer.connectionId, productId: input.productId },
      context.language,
    );
  }
  return response;
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
  context: Pick<CardPurchaseContext, 'buyer' | 'integrations' | 'publicUrl'>,
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
    telephoneNumber,
  });
}
