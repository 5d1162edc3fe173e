import type { PayHereCardGateway } from '../../integrations/payhere-card-gateway';
import type { SandboxOrder } from './order';

/** The fields a merchant must post to the checkout (PayHere's names); a preapproval posts no amount. */
const CHECKOUT_FIELDS = [
  'merchant_id',
  'return_url',
  'cancel_url',
  'notify_url',
  'order_id',
  'items',
  'currency',
  'amount',
  'hash',
] as const;
const PREAPPROVAL_FIELDS = CHECKOUT_FIELDS.filter((name) => name !== 'amount');

export type CheckoutReading = { order: SandboxOrder } | { error: string };

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const sameAddress = (value: string, expected: string) => {
  try {
    return new URL(value).href === new URL(expected).href;
  } catch {
    return false;
  }
};

/**
 * Reads a merchant's checkout post as PayHere does: every required field present, the merchant known,
 * an LKR amount with two decimals, web addresses to return to, and the hash
 * MD5(merchant_id + order_id + amount + currency + MD5(secret)) matching, so the browser cannot have
 * changed the amount. A preapproval (`mode` preapprove) posts the same fields but no amount, and its hash
 * leaves the amount out (decision 0056). Unlike PayHere it notifies the portal's own notify route only: its merchant
 * secret is published, so anyone could sign a checkout that sends its notification elsewhere. Anything
 * else is refused with the reason, for the tester to read.
 */
export function readCheckout(
  fields: Record<string, string>,
  merchant: { merchantId: string; gateway: PayHereCardGateway; notifyUrl: string },
  mode: 'checkout' | 'preapprove' = 'checkout',
): CheckoutReading {
  const preapprove = mode === 'preapprove';
  const missing = (preapprove ? PREAPPROVAL_FIELDS : CHECKOUT_FIELDS).filter((name) => !fields[name]?.trim());
  if (missing.length > 0) return { error: `The payment request is missing: ${missing.join(', ')}.` };
  const field = (name: string) => fields[name]?.trim() ?? '';
  if (field('merchant_id') !== merchant.merchantId) return { error: 'The merchant is not known to this gateway.' };
  if (field('currency') !== 'LKR') return { error: 'This gateway takes payments in LKR only.' };
  const amount = preapprove ? '' : field('amount');
  if (!preapprove && (!/^\d{1,10}\.\d{2}$/.test(amount) || Number(amount) <= 0)) {
    return { error: 'The amount must be above 0 with two decimals, such as 1250.00.' };
  }
  if (!sameAddress(field('notify_url'), merchant.notifyUrl)) {
    return {
      error: `This sandbox gateway notifies this portal only: notify_url must be ${merchant.notifyUrl}.`,
    };
  }
  const urls = ['return_url', 'cancel_url'] as const;
  if (urls.some((name) => !isWebAddress(field(name)))) {
    return { error: 'The return and cancel addresses must be http or https addresses.' };
  }
  const expected = merchant.gateway.checkoutHash(field('order_id'), amount, 'LKR');
  if (field('hash').toUpperCase() !== expected) {
    return { error: 'The payment request is not signed by the merchant (the hash does not match).' };
  }
  const customerName = `${field('first_name')} ${field('last_name')}`.trim();
  return {
    order: {
      merchantId: field('merchant_id'),
      orderId: field('order_id'),
      items: field('items'),
      amount,
      preapprove,
      currency: 'LKR',
      returnUrl: field('return_url'),
      cancelUrl: field('cancel_url'),
      recurrence: field('recurrence') || null,
      duration: field('duration') || null,
      customerName,
    },
  };
}
