import { createHash } from 'node:crypto';
import type {
  CardCheckoutRequest,
  CardGateway,
  CardPreapprovalRequest,
  GatewayNotification,
  RecurringCharges,
  RefundRequest,
  SignedCheckout,
  TokenChargeRequest,
  VerifiedNotification,
} from './card-gateway';

const md5Upper = (text: string) => createHash('md5').update(text).digest('hex').toUpperCase();

/** Two decimals, no thousands separator: the form PayHere hashes amounts in. */
export const gatewayAmount = (amount: number) => amount.toFixed(2);

export interface PayHereSettings {
  merchantId: string;
  merchantSecret: string;
  /** The checkout script the browser loads (PayHere's payhere.js, or the sandbox's copy of its API). */
  sdkUrl: string;
  sandbox: boolean;
  /** Charges a stored card and asks about an order (PayHere's merchant API, or the sandbox's). */
  recurring: RecurringCharges;
}

/**
 * The PayHere checkout / notify protocol: the checkout hash is
 * MD5(merchant_id + order_id + amount + currency + MD5(secret)), and a notification's md5sig is
 * MD5(merchant_id + order_id + payhere_amount + payhere_currency + status_code + MD5(secret)), all
 * upper-case hex. The same code signs for the sandbox gateway and the real one; only the settings differ.
 */
export class PayHereCardGateway implements CardGateway {
  constructor(private readonly settings: PayHereSettings) {}

  private get secretHash() {
    return md5Upper(this.settings.merchantSecret);
  }

  checkoutHash(orderId: string, amount: string, currency: string): string {
    return md5Upper(`${this.settings.merchantId}${orderId}${amount}${currency}${this.secretHash}`);
  }

  notificationSignature(fields: { orderId: string; amount: string; currency: string; statusCode: string }): string {
    return md5Upper(
      `${this.settings.merchantId}${fields.orderId}${fields.amount}${fields.currency}${fields.statusCode}${this.secretHash}`,
    );
  }

  signCheckout(request: CardCheckoutRequest): SignedCheckout {
    const amount = gatewayAmount(request.amount);
    return {
      merchantId: this.settings.merchantId,
      amount,
      hash: this.checkoutHash(request.orderId, amount, 'LKR'),
      sdkUrl: this.settings.sdkUrl,
      sandbox: this.settings.sandbox,
    };
  }

  /**
   * PayHere's preapproval takes the checkout's fields without an amount, and its hash is the checkout's
   * with the amount left out (decision 0056 says why this reading, and how to check it).
   */
  signPreapproval(request: CardPreapprovalRequest): Omit<SignedCheckout, 'amount'> {
    return {
      merchantId: this.settings.merchantId,
      hash: this.checkoutHash(request.orderId, '', 'LKR'),
      sdkUrl: this.settings.sdkUrl,
      sandbox: this.settings.sandbox,
    };
  }

  verifyNotification(fields: GatewayNotification): VerifiedNotification | null {
    const orderId = fields.order_id;
    const amount = fields.payhere_amount;
    const currency = fields.payhere_currency;
    const statusCode = fields.status_code;
    const signature = fields.md5sig;
    if (!orderId || !amount || !currency || !statusCode || !signature || !fields.payment_id) return null;
    if (fields.merchant_id !== this.settings.merchantId || !/^-?\d$/.test(statusCode)) return null;
    if (signature.toUpperCase() !== this.notificationSignature({ orderId, amount, currency, statusCode })) return null;
    return {
      orderId,
      paymentId: fields.payment_id,
      amount,
      currency,
      statusCode: Number(statusCode),
      method: fields.method ?? null,
      cardMask: fields.card_no ?? null,
      statusMessage: fields.status_message ?? null,
      customerToken: fields.customer_token || null,
      cardHolderName: fields.card_holder_name || null,
      cardExpiry: fields.card_expiry || null,
    };
  }

  chargeToken(request: TokenChargeRequest) {
    return this.settings.recurring.chargeToken(request);
  }

  paymentStatus(orderId: string) {
    return this.settings.recurring.paymentStatus(orderId);
  }

  refund(request: RefundRequest) {
    return this.settings.recurring.refund(request);
  }
}
