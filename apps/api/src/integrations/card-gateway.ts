/**
 * The card payment gateway (type 7 connections), speaking the PayHere checkout / notify protocol
 * (DESIGN.md section 7): the browser posts a hashed checkout to the gateway's page, the gateway posts a
 * signed notification (md5sig) to our notify URL. Every checkout is a one-off payment: the renewal
 * sweep charges each next period itself (chargeRecurring), so the gateway must not also recur.
 */
export interface CardCheckoutRequest {
  orderId: string;
  /** Rupees, taxes included. */
  amount: number;
  itemName: string;
  itemId: string;
}

export interface SignedCheckout {
  merchantId: string;
  /** Amount formatted as the gateway hashes it: two decimals, no separators. */
  amount: string;
  hash: string;
  sdkUrl: string;
  sandbox: boolean;
}

/** A notification's fields as the gateway posts them (application/x-www-form-urlencoded). */
export type GatewayNotification = Record<string, string>;

export interface VerifiedNotification {
  orderId: string;
  paymentId: string;
  amount: string;
  currency: string;
  /** PayHere status codes: 2 success, 0 pending, -1 cancelled, -2 failed, -3 charged back. */
  statusCode: number;
  method: string | null;
  cardMask: string | null;
  statusMessage: string | null;
}

export interface RecurringChargeRequest {
  /** The order of the first payment of the subscription. */
  originalOrderId: string;
  orderId: string;
  amount: number;
  /** The masked card of the first payment. */
  cardMask: string | null;
}

/** What a charge came to: taken, refused, or not settled yet. */
export interface RecurringChargeOutcome {
  status: 'SUCCESS' | 'FAILURE';
  description: string | null;
}

/**
 * What the gateway knows of an order: charged (SUCCESS), refused (FAILURE), still being decided
 * (PENDING), or never received (NOT_FOUND: the charge did not reach it).
 */
export interface CardPaymentStatus {
  status: 'SUCCESS' | 'FAILURE' | 'PENDING' | 'NOT_FOUND';
  description: string | null;
  /** The charged payment, where the gateway names it (a lost notification is recovered from it). */
  payment?: { paymentId: string; method: string | null; cardMask: string | null };
}

/** Money to give back on a paid payment: all of it (`amount` null) or part. */
export interface RefundRequest {
  /** The gateway's id of the paid payment. */
  paymentId: string;
  /** Rupees; null refunds the whole payment. */
  amount: number | null;
  /** Why, as the gateway records it. */
  description: string;
}

/** What the gateway did with a refund: taken (with its id) or refused (with its words). */
export interface RefundOutcome {
  status: 'SUCCESS' | 'FAILURE';
  refundId: string | null;
  description: string | null;
}

/** The gateway's merchant API for charges the api makes itself, without the payer's browser. */
export interface RecurringCharges {
  /** Charges a subscription's next period on the card it was first paid with. */
  chargeRecurring(request: RecurringChargeRequest): Promise<RecurringChargeOutcome>;
  /** Asks about an order by its id, for a charge whose answer never came (a timeout, a crash). */
  paymentStatus(orderId: string): Promise<CardPaymentStatus>;
  /** Gives money back on a paid payment. Not idempotent at the gateway: never repeated on a lost answer. */
  refund(request: RefundRequest): Promise<RefundOutcome>;
}

export interface CardGateway extends RecurringCharges {
  signCheckout(request: CardCheckoutRequest): SignedCheckout;
  /** The notification's fields when its merchant id and md5sig check out, else null. */
  verifyNotification(fields: GatewayNotification): VerifiedNotification | null;
}
