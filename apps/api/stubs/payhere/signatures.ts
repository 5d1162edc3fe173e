import { createHash } from 'node:crypto';

const md5Upper = (text: string) => createHash('md5').update(text).digest('hex').toUpperCase();

/** A PayHere merchant as the stub knows it: its id and the secret it signs with. */
export interface StubMerchant {
  merchantId: string;
  merchantSecret: string;
}

/** The checkout's hash: upper(md5(merchant_id + order_id + amount + currency + upper(md5(secret)))). */
export function checkoutHash(merchant: StubMerchant, orderId: string, amount: string, currency: string): string {
  return md5Upper(`${merchant.merchantId}${orderId}${amount}${currency}${md5Upper(merchant.merchantSecret)}`);
}

/**
 * The notification's md5sig: upper(md5(merchant_id + order_id + payhere_amount + payhere_currency +
 * status_code + upper(md5(secret)))).
 */
export function notificationSignature(
  merchant: StubMerchant,
  fields: { orderId: string; amount: string; currency: string; statusCode: number },
): string {
  const { orderId, amount, currency, statusCode } = fields;
  return md5Upper(
    `${merchant.merchantId}${orderId}${amount}${currency}${statusCode}${md5Upper(merchant.merchantSecret)}`,
  );
}
