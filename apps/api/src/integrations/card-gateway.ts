/**
 * The card payment gateway (type 7 connections), speaking the PayHere checkout / notify protocol
 * (DESIGN.md section 7): the browser posts a hashed checkout (or preapproval) to the gateway's page, the
 * gateway posts a signed notification (md5sig) to our notify URL. A checkout is a one-off payment; a
 * preapproval keeps the card on file as PayHere's customer token, which the api charges itself for a
 * subscription's periods (chargeToken, decision 0056), so the gateway never recurs on its own.
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
  /** A preapproval's card on file: PayHere's customer token; null on a checkout's notification. */
  customerToken: string | null;
  cardHolderName: string | null;
  /** 'MM/YY'. */
  cardExpiry: string | null;
}

/** What the browser posts to the gateway's preapproval page: the order it is signed for. */
export interface CardPreapprovalRequest {
  orderId: string;
  itemName: string;
}

/** A charge of the card on file (PayHere's Charging API). */
export interface TokenChargeRequest {
  /** A new order id of ours for this charge; the Retrieval API is asked about it when the answer is lost. */
  orderId: string;
  /** Rupees, taxes included. */
  amount: number;
  itemName: string;
  /** The customer token a preapproval gave. */
  customerToken: string;
}

/** What a charge came to: taken (with the gateway's payment id) or refused. */
export interface RecurringChargeOutcome {
  status: 'SUCCESS' | 'FAILURE';
  description: string | null;
  /** The gateway's id of the charged payment (a refund names it); null when refused or not named. */
  paymentId?: string | null;
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
  /** Charges the card on file (a customer token). Not idempotent at the gateway: a lost answer is asked about by order id. */
  chargeToken(request: TokenChargeRequest): Promise<RecurringChargeOutcome>;
  /** Asks about an order by its id, for a charge whose answer never came (a timeout, a crash). */
  paymentStatus(orderId: string): Promise<CardPaymentStatus>;
  /** Gives money back on a paid payment. Not idempotent at the gateway: never repeated on a lost answer. */
  refund(request: RefundRequest): Promise<RefundOutcome>;
}

export interface CardGateway extends RecurringCharges {
  signCheckout(request: CardCheckoutRequest): SignedCheckout;
  /** A preapproval: no amount is signed, as PayHere takes none for it (decision 0056). */
  signPreapproval(request: CardPreapprovalRequest): Omit<SignedCheckout, 'amount'>;
  /** The notification's fields when its merchant id and md5sig check out, else null. */
  verifyNotification(fields: GatewayNotification): VerifiedNotification | null;
}
