import type {
  CardPaymentStatus,
  RecurringChargeOutcome,
  RecurringCharges,
  RefundOutcome,
  RefundRequest,
  TokenChargeRequest,
} from './card-gateway';
import { ExternalCallError, type ExternalSystem } from './external-system';

/** A PayHere business app's credentials (its merchant portal, Integrations, API keys). */
export interface PayHereAppCredentials {
  appId: string;
  appSecret: string;
}

export interface PayHereMerchantApiSettings {
  /** Null when no business app is configured: nothing can be asked of PayHere then. */
  app: PayHereAppCredentials | null;
  /** PayHere's sandbox or live site, or a stand-in speaking its protocol (no trailing slash). */
  baseUrl: string;
  /** Bounds, retries and logs each call. */
  system: ExternalSystem;
  fetch?: typeof fetch;
}

/** Tries after the first for the token and the search, both safe to repeat. */
const RETRIES = 2;

/** A refused call: a 5xx or 429 may pass on a later try, any other status will not. */
const refused = (what: string, status: number) =>
  new ExternalCallError(`PayHere ${what} answered ${status}`, status >= 500 || status === 429, status);

/**
 * The payment statuses PayHere's Retrieval API lists for an order. Each means the card was charged;
 * what happened to the money later (a refund, a chargeback) is settled outside the portal.
 */
const CHARGED_STATUSES = new Set([
  'RECEIVED',
  'REFUND REQUESTED',
  'REFUND PROCESSING',
  'REFUNDED',
  'FULL REFUNDED',
  'PARTIAL REFUNDED',
  'CHARGEBACKED',
]);

interface RefundAnswer {
  status?: number;
  msg?: string;
  data?: string | number | null;
}

interface ChargeAnswer {
  status?: number;
  msg?: string;
  data?: { payment_id?: string | number; status_code?: number; status_message?: string } | null;
}

/** PayHere's status code of a charged payment. */
const PAID = 2;
/** The bank has yet to decide: the outcome is asked about later, never guessed. */
const PENDING = 0;

interface SearchAnswer {
  status?: number;
  msg?: string;
  data?:
    | {
        order_id?: string;
        status?: string;
        payment_id?: string | number;
        payment_method?: { method?: string; card_no?: string } | null;
      }[]
    | null;
}

/**
 * PayHere's merchant API. Its Retrieval API answers what became of an order: an OAuth client-credentials
 * token (`POST /merchant/v1/oauth/token`, Basic app id and secret), then
 * `GET /merchant/v1/payment/search?order_id=…` with it, answering `{ status: 1, data: [payments] }`, or
 * another status with a message when it holds no payment for the order.
 *
 * Its Charging API charges the card on file a preapproval gave (decision 0056), and its Refund API gives
 * money back (decision 0053).
 */
export class PayHereMerchantApi implements RecurringCharges {
  private readonly fetch: typeof fetch;

  constructor(private readonly settings: PayHereMerchantApiSettings) {
    this.fetch = settings.fetch ?? fetch;
  }

  private get apiUrl() {
    return `${this.settings.baseUrl}/merchant/v1`;
  }

  /**
   * PayHere's Charging API: `POST /merchant/v1/payment/charge` with the bearer token and `{ type:
   * "PAYMENT", order_id, items, currency, amount, customer_token }`, answering `{ status: 1, data: {
   * payment_id, status_code, status_message } }`. Status code 2 is a charge, -1/-2/-3 a refusal; a
   * refused request (another status, with its message) charged nothing. Sent once: a lost answer (a
   * timeout, a 5xx) is thrown, and the caller asks the Retrieval API about the order later.
   */
  async chargeToken(request: TokenChargeRequest): Promise<RecurringChargeOutcome> {
    const { app } = this.settings;
    if (!app) {
      return {
        status: 'FAILURE',
        description: 'PayHere charges need PAYHERE_APP_ID and PAYHERE_APP_SECRET.',
        paymentId: null,
      };
    }
    const token = await this.accessToken(app);
    const answer = await this.settings.system.call('charge', async (signal) => {
      const response = await this.fetch(`${this.apiUrl}/payment/charge`, {
        method: 'POST',
        signal,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          type: 'PAYMENT',
          order_id: request.orderId,
          items: request.itemName,
          currency: 'LKR',
          amount: request.amount,
          customer_token: request.customerToken,
        }),
      });
      if (response.status >= 500 || response.status === 429) throw refused('charge', response.status);
      return (await response.json()) as ChargeAnswer;
    });
    const statusCode = answer.data?.status_code;
    if (answer.status !== 1 || statusCode === undefined) {
      return { status: 'FAILURE', description: answer.msg ?? 'PayHere refused the charge.', paymentId: null };
    }
    if (statusCode === PENDING) {
      throw new ExternalCallError('PayHere holds the charge for review: its outcome is asked about later', false);
    }
    const paymentId = answer.data?.payment_id === undefined ? null : String(answer.data.payment_id);
    return statusCode === PAID
      ? { status: 'SUCCESS', description: null, paymentId }
      : { status: 'FAILURE', description: answer.data?.status_message ?? answer.msg ?? null, paymentId };
  }

  async paymentStatus(orderId: string): Promise<CardPaymentStatus> {
    const { app } = this.settings;
    // Thrown, so the payment stays open and the sweep logs why, rather than guessing an outcome.
    if (!app) throw new Error('PayHere payment retrieval needs PAYHERE_APP_ID and PAYHERE_APP_SECRET');
    const token = await this.accessToken(app);
    const url = `${this.apiUrl}/payment/search?order_id=${encodeURIComponent(orderId)}`;
    const answer = await this.settings.system.call(
      'payment-search',
      async (signal) => {
        const response = await this.fetch(url, {
          signal,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        });
        if (!response.ok) throw refused('payment search', response.status);
        return (await response.json()) as SearchAnswer;
      },
      { retries: RETRIES },
    );
    const payments = (answer.status === 1 ? (answer.data ?? []) : []).filter((payment) => payment.order_id === orderId);
    if (payments.length === 0) return { status: 'NOT_FOUND', description: answer.msg ?? null };
    const charged = payments.find((payment) => CHARGED_STATUSES.has(payment.status ?? ''));
    if (charged) {
      return {
        status: 'SUCCESS',
        description: null,
        ...(charged.payment_id === undefined
          ? {}
          : {
              payment: {
                paymentId: String(charged.payment_id),
                method: charged.payment_method?.method ?? null,
                cardMask: charged.payment_method?.card_no ?? null,
              },
            }),
      };
    }
    // A status this adapter does not know: asked again by the next sweep rather than guessed.
    return { status: 'PENDING', description: payments.map((payment) => payment.status).join(', ') };
  }

  /**
   * PayHere's Refund API: `POST /merchant/v1/payment/refund` with the bearer token and
   * `{ payment_id, description, amount? }` (no amount: the whole payment), answering `{ status: 1, msg,
   * data: refund id }`, or another status with the reason it was refused. Sent once: PayHere does not
   * deduplicate refunds, so a lost answer is left for a person to check, never repeated.
   */
  async refund(request: RefundRequest): Promise<RefundOutcome> {
    const { app } = this.settings;
    // Nothing was sent, so nothing was given back: a refusal, not an unknown outcome.
    if (!app) {
      return {
        status: 'FAILURE',
        refundId: null,
        description: 'PayHere refunds need PAYHERE_APP_ID and PAYHERE_APP_SECRET.',
      };
    }
    const token = await this.accessToken(app);
    const answer = await this.settings.system.call('refund', async (signal) => {
      const response = await this.fetch(`${this.apiUrl}/payment/refund`, {
        method: 'POST',
        signal,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          payment_id: request.paymentId,
          description: request.description,
          ...(request.amount === null ? {} : { amount: request.amount }),
        }),
      });
      // A refusal comes as a 4xx with the same body; only a 5xx or 429 leaves the outcome unknown.
      if (response.status >= 500 || response.status === 429) throw refused('refund', response.status);
      return (await response.json()) as RefundAnswer;
    });
    if (answer.status === 1) {
      return {
        status: 'SUCCESS',
        refundId: answer.data === null || answer.data === undefined ? null : String(answer.data),
        description: null,
      };
    }
    return { status: 'FAILURE', refundId: null, description: answer.msg ?? 'PayHere refused the refund.' };
  }

  private async accessToken(app: PayHereAppCredentials): Promise<string> {
    const answer = await this.settings.system.call(
      'oauth-token',
      async (signal) => {
        const response = await this.fetch(`${this.apiUrl}/oauth/token`, {
          method: 'POST',
          signal,
          headers: {
            Authorization: `Basic ${Buffer.from(`${app.appId}:${app.appSecret}`).toString('base64')}`,
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: 'grant_type=client_credentials',
        });
        if (!response.ok) throw refused('token request', response.status);
        return (await response.json()) as { access_token?: string };
      },
      { retries: RETRIES },
    );
    if (!answer.access_token) throw new ExternalCallError('PayHere token request gave no access token', false);
    return answer.access_token;
  }
}
