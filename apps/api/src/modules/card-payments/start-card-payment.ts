import type { CardCheckout, TransactionResult } from '@selfcare/contracts';
import type { Transaction } from '../../db/client';
import { cardPreapprovals, type TransactionPurpose, transactions } from '../../db/schema';
import type { CardGateway } from '../../integrations/card-gateway';
import { newReferenceNo } from '../../lib/reference-number';
import type { Buyer } from '../purchasing/load-buyer';
import type { PurchaseQuote, QuotedProduct } from '../purchasing/quote-purchase';

/** The gateway's notify, return and cancel addresses are under the api's public address. */
export const NOTIFY_PATH = '/api/prepaid/v1/payments/notify';

/** The connection records keep no postal address; the gateway insists on one, so card payers get the capital's. */
export const DEFAULT_ADDRESS = { address: 'Colombo', city: 'Colombo', country: 'Sri Lanka' } as const;

export interface CheckoutInput {
  gateway: CardGateway;
  publicUrl: string;
  buyer: Buyer;
  /** What is paid for: a product's quote, or a gift voucher priced like one. */
  quote: Pick<PurchaseQuote, 'charged' | 'purchasedPrice'> & { product: Pick<QuotedProduct, 'id' | 'name'> };
  orderId: string;
  transactionId: string;
  /**
   * A preapproval's order id when the card is to be kept on file (decision 0058): the popup preapproves
   * it, and the payment is charged on it under `orderId`. Null for a one-off checkout.
   */
  preapprovalOrderId?: string | null;
  /** The number the client sent, used only when the connection has none on record. */
  telephoneNumber: string | null | undefined;
}

/**
 * What the web app hands to the gateway's popup script: the signed order and the customer. The
 * return and cancel pages only inform; the payment is settled by the gateway's notification alone.
 */
export function buildCheckout(input: CheckoutInput): CardCheckout {
  const { buyer, quote, publicUrl } = input;
  const signed = input.gateway.signCheckout({
    orderId: input.orderId,
    amount: quote.charged,
    itemName: quote.product.name,
    itemId: quote.product.id,
  });
  const preapproval = input.preapprovalOrderId
    ? input.gateway.signPreapproval({ orderId: input.preapprovalOrderId, itemName: quote.product.name })
    : null;
  const statusPage = `${publicUrl}/paymentStatus?transactionId=${input.transactionId}`;
  return {
    sdkUrl: signed.sdkUrl,
    sandbox: signed.sandbox,
    merchantId: signed.merchantId,
    returnUrl: statusPage,
    cancelUrl: `${statusPage}&cancelled=true`,
    notifyUrl: `${publicUrl}${NOTIFY_PATH}`,
    referenceNumber: input.preapprovalOrderId ?? input.orderId,
    purchaseItemName: quote.product.name,
    purchaseItemId: quote.product.id,
    amount: signed.amount,
    currency: 'LKR',
    // The renewal sweep charges each next period; a gateway recurrence would charge it a second time.
    recurrence: null,
    duration: null,
    preapprove: preapproval !== null,
    hash: preapproval?.hash ?? signed.hash,
    transactionId: input.transactionId,
    purchasedPrice: quote.purchasedPrice,
    customer: {
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      email: buyer.email,
      phone: buyer.mobile ?? buyer.telephoneNumber ?? input.telephoneNumber ?? '',
      ...DEFAULT_ADDRESS,
    },
  };
}

export interface CardPaymentStart extends Omit<CheckoutInput, 'orderId' | 'transactionId' | 'quote'> {
  /** A product's quote, or an order's sums named after it (a registration's package with its screens). */
  quote: CheckoutInput['quote'] & Pick<PurchaseQuote, 'taxAmount'>;
  purpose: Extract<TransactionPurpose, 'PURCHASE' | 'REACTIVATION'>;
  /** The purchase the payment is for: a new one, or the base package a reactivation renews. */
  purchaseId: string;
  /** A subscription renews on the card kept on file: its first payment preapproves the card. */
  keepsCard: boolean;
}

/**
 * Starts a card payment inside the caller's transaction: a PENDING card transaction under a new gateway
 * order id, the signed checkout for the popup and the pending result to answer with. Only the gateway's
 * verified notification (receive-card-notification.ts) settles it. A payment that keeps the card opens
 * a preapproval instead, under an order id of its own; its approval charges the payment on the card
 * (receive-preapproval.ts).
 */
export async function startCardPayment(
  tx: Transaction,
  input: CardPaymentStart,
): Promise<{ checkout: CardCheckout; result: TransactionResult }> {
  const { buyer, quote } = input;
  const orderId = newReferenceNo('ORD');
  const [transaction] = await tx
    .insert(transactions)
    .values({
      connectionId: buyer.connectionId,
      purpose: input.purpose,
      purchaseId: input.purchaseId,
      itemName: quote.product.name,
      channel: 'CARD',
      amount: quote.charged,
      taxAmount: quote.taxAmount,
      status: 'PENDING',
      paymentStatus: 'PENDING',
      gatewayOrderId: orderId,
    })
    .returning({ id: transactions.id });
  if (!transaction) throw new Error('transaction insert returned no row');
  const preapprovalOrderId = input.keepsCard ? newReferenceNo('PRE') : null;
  if (preapprovalOrderId) {
    await tx.insert(cardPreapprovals).values({
      accountId: buyer.accountId,
      connectionId: buyer.connectionId,
      orderId: preapprovalOrderId,
      transactionId: transaction.id,
    });
  }
  return {
    checkout: buildCheckout({ ...input, orderId, preapprovalOrderId, transactionId: transaction.id }),
    result: {
      status: 'PENDING',
      paymentStatus: 'PENDING',
      authCode: null,
      description: null,
      transactionId: transaction.id,
      referenceNo: null,
      purchaseId: input.purchaseId,
      amount: quote.charged,
      purchasedPrice: quote.purchasedPrice,
      unsubscriptionCancelled: false,
      networkError: false,
    },
  };
}
