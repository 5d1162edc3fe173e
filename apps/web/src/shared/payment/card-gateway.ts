import type { CardCheckout } from '@selfcare/contracts';

/** The payment as the card gateway's JavaScript SDK takes it (PayHere's field names). */
export interface GatewayPayment {
  sandbox: boolean;
  merchant_id: string;
  return_url: string;
  cancel_url: string;
  notify_url: string;
  order_id: string;
  items: string;
  amount: string;
  currency: string;
  hash: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  country: string;
  recurrence?: string;
  duration?: string;
  /** Preapproves the card to keep it on file; the gateway's script posts to its preapproval page. */
  preapprove?: true;
}

/** PayHere's JavaScript SDK API, which the sandbox gateway's script also provides. */
export interface CardGateway {
  startPayment(payment: GatewayPayment): void;
  onCompleted: (orderId: string) => void;
  onDismissed: () => void;
  onError: (error: unknown) => void;
}

declare global {
  interface Window {
    payhere?: CardGateway;
  }
}

/** What the popup needs of a checkout: a payment's, or a card replacement's (no payment behind it). */
export type GatewayCheckout = Omit<CardCheckout, 'transactionId' | 'purchasedPrice'>;

export type CheckoutEnd =
  | { kind: 'completed'; orderId: string }
  | { kind: 'dismissed' }
  | { kind: 'error'; error: unknown };

const loadedScripts = new Map<string, Promise<void>>();

/** Adds the gateway's script once per page; a gateway already on the page is used as it is. */
export function loadGatewayScript(url: string): Promise<void> {
  if (window.payhere) return Promise.resolve();
  const known = loadedScripts.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      // A later purchase tries again rather than inherit this failure.
      loadedScripts.delete(url);
      script.remove();
      reject(new Error(`The card gateway script did not load: ${url}`));
    });
    document.head.append(script);
  });
  loadedScripts.set(url, loading);
  return loading;
}

/** Recurring fields go only with subscriptions; the gateway treats their presence as a recurring payment. */
export function gatewayPayment(checkout: GatewayCheckout): GatewayPayment {
  const { customer } = checkout;
  return {
    sandbox: checkout.sandbox,
    merchant_id: checkout.merchantId,
    return_url: checkout.returnUrl,
    cancel_url: checkout.cancelUrl,
    notify_url: checkout.notifyUrl,
    order_id: checkout.referenceNumber,
    items: checkout.purchaseItemName,
    amount: checkout.amount,
    currency: checkout.currency,
    hash: checkout.hash,
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
    city: customer.city,
    country: customer.country,
    ...(checkout.recurrence === null ? {} : { recurrence: checkout.recurrence }),
    ...(checkout.duration === null ? {} : { duration: checkout.duration }),
    ...(checkout.preapprove ? { preapprove: true } : {}),
  };
}

/** Opens the gateway's popup and answers how the subscriber left it. */
export async function runCardCheckout(checkout: GatewayCheckout): Promise<CheckoutEnd> {
  await loadGatewayScript(checkout.sdkUrl);
  const gateway = window.payhere;
  if (!gateway) throw new Error('The card gateway script did not provide window.payhere');
  return new Promise<CheckoutEnd>((resolve) => {
    gateway.onCompleted = (orderId) => resolve({ kind: 'completed', orderId });
    gateway.onDismissed = () => resolve({ kind: 'dismissed' });
    gateway.onError = (error) => resolve({ kind: 'error', error });
    gateway.startPayment(gatewayPayment(checkout));
  });
}
