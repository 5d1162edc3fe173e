import { randomInt, randomUUID } from 'node:crypto';
import { sandboxCards } from './sandbox-cards';

/** The in-process sandbox's business app; production never takes the sandbox gateway. */
export const SANDBOX_APP = { appId: 'selfcare-sandbox-app', appSecret: 'selfcare-sandbox-app-secret' } as const;

/** Where the sandbox's merchant API answers; no request leaves the process (`fetch` below). */
export const SANDBOX_MERCHANT_API_URL = 'https://payhere.sandbox.invalid';

/** The token's first letters say how its card answers charges: R renews, D declines them. */
const RENEWS = 'SBXR';
const DECLINES = 'SBXD';

/**
 * The customer token the sandbox's preapproval gives for a test card. It carries only how the card
 * answers later charges, so it survives a restart of the demo (the sandbox keeps no card store).
 */
export function sandboxCustomerToken(cardNumber: string, unique: string = randomUUID()): string {
  const card = sandboxCards.find((one) => one.number === cardNumber.replace(/\D/g, ''));
  return `${card?.outcome === 'renewal-decline' ? DECLINES : RENEWS}${unique.replaceAll('-', '').toUpperCase()}`;
}

/** A sandbox card whose charges go through (the demo's card payers renew on it). */
export const SANDBOX_RENEWING_CARD = '4916217501611292';

interface SandboxPayment {
  paymentId: string;
  orderId: string;
  amountCents: number;
  refundedCents: number;
  method: string;
  cardMask: string | null;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const newPaymentId = () => String(randomInt(100_000_000_000, 1_000_000_000_000));

/**
 * PayHere's merchant API as the sandbox gateway serves it, in process: the OAuth token, the Charging API
 * (a token from `sandboxCustomerToken`), the Retrieval API and the Refund API, with PayHere's request and
 * answer shapes. The production adapter (payhere-merchant-api.ts) talks to it through `fetch`, so the
 * demo and the tests run the code that talks to PayHere. Payments are kept in memory: after a restart
 * an order is unknown, as a charge that never reached the gateway would be, and no real money moves.
 */
export class SandboxPayHereMerchant {
  readonly #payments: SandboxPayment[] = [];
  readonly #tokens = new Set<string>();

  /** A payment the sandbox's checkout page took, so the Retrieval and Refund APIs know it. */
  recordCheckoutPayment(payment: Omit<SandboxPayment, 'refundedCents' | 'amountCents'> & { amount: string }): void {
    const { amount, ...rest } = payment;
    this.#payments.push({ ...rest, amountCents: Math.round(Number(amount) * 100), refundedCents: 0 });
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? init.body : '';
    if (url.pathname === '/merchant/v1/oauth/token') return this.#token(headers, body);
    const [scheme, token] = (headers.get('authorization') ?? '').split(' ');
    if (scheme !== 'Bearer' || !token || !this.#tokens.has(token)) {
      return json(401, { error: 'invalid_token', error_description: 'Invalid access token' });
    }
    switch (url.pathname) {
      case '/merchant/v1/payment/charge':
        return this.#charge(JSON.parse(body || '{}'));
      case '/merchant/v1/payment/search':
        return this.#search(url.searchParams.get('order_id'));
      case '/merchant/v1/payment/refund':
        return this.#refund(JSON.parse(body || '{}'));
      default:
        return json(404, { status: -1, msg: 'Not found', data: null });
    }
  };

  #token(headers: Headers, body: string): Response {
    const [scheme, encoded] = (headers.get('authorization') ?? '').split(' ');
    const [appId, appSecret] = Buffer.from(encoded ?? '', 'base64')
      .toString()
      .split(':');
    if (scheme !== 'Basic' || appId !== SANDBOX_APP.appId || appSecret !== SANDBOX_APP.appSecret) {
      return json(401, { error: 'invalid_client', error_description: 'Bad client credentials' });
    }
    if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
      return json(400, { error: 'unsupported_grant_type', error_description: 'Unsupported grant type' });
    }
    const token = randomUUID();
    this.#tokens.add(token);
    return json(200, { access_token: token, token_type: 'bearer', expires_in: 599, scope: 'SANDBOX' });
  }

  #charge(request: { order_id?: unknown; amount?: unknown; customer_token?: unknown }): Response {
    const orderId = typeof request.order_id === 'string' ? request.order_id : '';
    const amountCents = Math.round(Number(request.amount) * 100);
    const customerToken = typeof request.customer_token === 'string' ? request.customer_token : '';
    if (!orderId || !Number.isFinite(amountCents) || amountCents <= 0) {
      return json(400, { status: -1, msg: 'order_id and a positive amount are required', data: null });
    }
    if (!customerToken.startsWith(RENEWS) && !customerToken.startsWith(DECLINES)) {
      return json(400, { status: -1, msg: 'Invalid customer token', data: null });
    }
    const paymentId = newPaymentId();
    if (customerToken.startsWith(DECLINES)) {
      return json(200, {
        status: 1,
        msg: 'Automatic payment charged',
        data: {
          order_id: orderId,
          payment_id: Number(paymentId),
          status_code: -2,
          status_message: 'The bank declined the charge on this card.',
        },
      });
    }
    this.#payments.push({ paymentId, orderId, amountCents, refundedCents: 0, method: 'VISA', cardMask: null });
    return json(200, {
      status: 1,
      msg: 'Automatic payment charged successfully',
      data: {
        order_id: orderId,
        payment_id: Number(paymentId),
        status_code: 2,
        status_message: 'Successfully completed the test tokenized payment.',
      },
    });
  }

  #search(orderId: string | null): Response {
    if (!orderId) return json(400, { status: -1, msg: 'order_id is required', data: null });
    const found = this.#payments.filter((payment) => payment.orderId === orderId);
    if (found.length === 0) return json(200, { status: -1, msg: 'No payments found', data: null });
    return json(200, {
      status: 1,
      msg: `Payments with order_id:${orderId}`,
      data: found.map((payment) => ({
        payment_id: Number(payment.paymentId),
        order_id: payment.orderId,
        status: payment.refundedCents === 0 ? 'RECEIVED' : 'PARTIAL REFUNDED',
        currency: 'LKR',
        amount: payment.amountCents / 100,
        payment_method: { method: payment.method, card_no: payment.cardMask },
      })),
    });
  }

  #refund(request: { payment_id?: unknown; amount?: unknown; description?: unknown }): Response {
    const refusal = (msg: string) => json(400, { status: -1, msg, data: null });
    if (typeof request.description !== 'string' || request.description.trim() === '') {
      return refusal('description is required');
    }
    const payment = this.#payments.find((one) => one.paymentId === String(request.payment_id ?? ''));
    // A payment taken before a restart (or written by a test) is unknown here: its refund is given.
    if (!payment)
      return json(200, { status: 1, msg: 'Successfully processed the refund', data: Number(newPaymentId()) });
    const leftCents = payment.amountCents - payment.refundedCents;
    const cents = request.amount === undefined ? leftCents : Math.round(Number(request.amount) * 100);
    if (!Number.isFinite(cents) || cents <= 0 || cents > leftCents) {
      return refusal('Refund amount exceeds the refundable amount of the payment');
    }
    payment.refundedCents += cents;
    return json(200, { status: 1, msg: 'Successfully processed the refund', data: Number(newPaymentId()) });
  }
}
