import { checkoutHash, type StubMerchant } from './signatures';

/** A checkout the stub accepted, waiting for its card. */
export interface Checkout {
  merchant: StubMerchant;
  orderId: string;
  items: string;
  amount: string;
  currency: string;
  notifyUrl: string;
  returnUrl: string;
  cancelUrl: string;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  /** The merchant's own values, echoed back in the notification. */
  custom: { custom1: string; custom2: string };
  /** Opened by the JS SDK in its frame (answers go to the page by postMessage), else a full-page redirect. */
  onsite: boolean;
  /** The merchant page's origin, the only one the frame's answers are posted to. */
  pageOrigin: string;
  /** A preapproval (/pay/preapprove): the card is tokenised for the merchant's Charging API; amount is ''. */
  preapprove: boolean;
}

/** The fields PayHere's checkout requires. */
const REQUIRED = [
  'merchant_id',
  'return_url',
  'cancel_url',
  'notify_url',
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'city',
  'country',
  'order_id',
  'items',
  'currency',
  'amount',
  'hash',
] as const;

/** The currencies PayHere takes. */
const CURRENCIES = new Set(['LKR', 'USD', 'GBP', 'EUR', 'AUD']);

/** Only this machine: the stub posts notifications, and must not be a way to reach other hosts. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

function webAddress(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The posting page's origin from the Origin header, when it names one. */
function pageOrigin(header: string | undefined): string | null {
  const url = header && header !== 'null' ? webAddress(header) : null;
  return url ? url.origin : null;
}

/**
 * Reads a checkout post as PayHere does: every required field, a merchant it knows, a currency it takes,
 * an amount with two decimals, and the hash matching the merchant's secret (so the amount is the
 * merchant's, not the browser's). The notify_url must be on this machine. Anything else is refused with
 * the reason, for the tester to read.
 */
export function readCheckout(
  fields: Record<string, string>,
  merchants: readonly StubMerchant[],
  context: { onsite: boolean; origin: string | undefined; preapprove?: boolean },
): { checkout: Checkout } | { error: string } {
  const preapprove = context.preapprove === true;
  const field = (name: string) => fields[name]?.trim() ?? '';
  // A preapproval takes the checkout's fields but no amount, and its hash leaves the amount out.
  const required = preapprove ? REQUIRED.filter((name) => name !== 'amount') : REQUIRED;
  const missing = required.filter((name) => field(name) === '');
  if (missing.length > 0) return { error: `Missing parameters: ${missing.join(', ')}` };
  const merchant = merchants.find((known) => known.merchantId === field('merchant_id'));
  if (!merchant) return { error: 'Unauthorized payment request: unknown merchant' };
  const currency = field('currency');
  if (!CURRENCIES.has(currency)) return { error: `Unsupported currency: ${currency}` };
  const amount = preapprove ? '' : field('amount');
  if (!preapprove && (!/^\d{1,10}\.\d{2}$/.test(amount) || Number(amount) <= 0)) {
    return { error: 'Invalid amount: above 0 with two decimals, such as 1250.00' };
  }
  const notify = webAddress(field('notify_url'));
  const returnUrl = webAddress(field('return_url'));
  if (!notify || !returnUrl || !webAddress(field('cancel_url'))) {
    return { error: 'Invalid notify_url, return_url or cancel_url' };
  }
  if (!LOOPBACK.test(notify.hostname)) return { error: 'This stub notifies addresses on this machine only' };
  if (field('hash').toUpperCase() !== checkoutHash(merchant, field('order_id'), amount, currency)) {
    return { error: 'Unauthorized payment request: the hash does not match' };
  }
  return {
    checkout: {
      merchant,
      orderId: field('order_id'),
      items: field('items'),
      amount,
      currency,
      notifyUrl: notify.href,
      returnUrl: returnUrl.href,
      cancelUrl: field('cancel_url'),
      customer: {
        firstName: field('first_name'),
        lastName: field('last_name'),
        email: field('email'),
        phone: field('phone'),
      },
      custom: { custom1: field('custom_1'), custom2: field('custom_2') },
      onsite: context.onsite,
      // A page under Referrer-Policy no-referrer (helmet's default) posts with Origin: null.
      pageOrigin: pageOrigin(context.origin) ?? returnUrl.origin,
      preapprove,
    },
  };
}
