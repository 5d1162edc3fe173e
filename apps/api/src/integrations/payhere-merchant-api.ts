import type { CardPaymentStatus, RecurringChargeOutcome, RecurringCharges } from './card-gateway';

/** A PayHere business app's credentials (its merchant portal, Integrations, API keys). */
export interface PayHereAppCredentials {
  appId: string;
  appSecret: string;
}

export interface PayHereMerchantApiSettings {
  /** Null when no business app is configured: nothing can be asked of PayHere then. */
  app: PayHereAppCredentials | null;
  /** PayHere's own sandbox (sandbox.payhere.lk) rather than its live site. */
  sandbox: boolean;
  fetch?: typeof fetch;
}

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

interface SearchAnswer {
  status?: number;
  msg?: string;
  data?: { order_id?: string; status?: string }[] | null;
}

/**
 * PayHere's merchant API. Its Retrieval API answers what became of an order: an OAuth client-credentials
 * token (`POST /merchant/v1/oauth/token`, Basic app id and secret), then
 * `GET /merchant/v1/payment/search?order_id=…` with it, answering `{ status: 1, data: [payments] }`, or
 * another status with a message when it holds no payment for the order.
 *
 * Renewing needs its Preapproval and Charging APIs (a stored customer token), which this adapter does
 * not implement yet: a renewal fails, and the sweep suspends the connection, rather than risk charging
 * a card twice (docs/decisions/0006-purchasing-api.md).
 */
export class PayHereMerchantApi implements RecurringCharges {
  private readonly fetch: typeof fetch;

  constructor(private readonly settings: PayHereMerchantApiSettings) {
    this.fetch = settings.fetch ?? fetch;
  }

  private get baseUrl() {
    return `https://${this.settings.sandbox ? 'sandbox' : 'www'}.payhere.lk/merchant/v1`;
  }

  async chargeRecurring(): Promise<RecurringChargeOutcome> {
    return {
      status: 'FAILURE',
      description: 'Card renewals need the PayHere charging API, which is not configured.',
    };
  }

  async paymentStatus(orderId: string): Promise<CardPaymentStatus> {
    const { app } = this.settings;
    // Thrown, so the payment stays open and the sweep logs why, rather than guessing an outcome.
    if (!app) throw new Error('PayHere payment retrieval needs PAYHERE_APP_ID and PAYHERE_APP_SECRET');
    const token = await this.accessToken(app);
    const response = await this.fetch(`${this.baseUrl}/payment/search?order_id=${encodeURIComponent(orderId)}`, {
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    });
    if (!response.ok) throw new Error(`PayHere payment search answered ${response.status}`);
    const answer = (await response.json()) as SearchAnswer;
    const payments = (answer.status === 1 ? (answer.data ?? []) : []).filter((payment) => payment.order_id === orderId);
    if (payments.length === 0) return { status: 'NOT_FOUND', description: answer.msg ?? null };
    if (payments.some((payment) => CHARGED_STATUSES.has(payment.status ?? ''))) {
      return { status: 'SUCCESS', description: null };
    }
    // A status this adapter does not know: asked again by the next sweep rather than guessed.
    return { status: 'PENDING', description: payments.map((payment) => payment.status).join(', ') };
  }

  private async accessToken(app: PayHereAppCredentials): Promise<string> {
    const response = await this.fetch(`${this.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${app.appId}:${app.appSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new Error(`PayHere token request answered ${response.status}`);
    const answer = (await response.json()) as { access_token?: string };
    if (!answer.access_token) throw new Error('PayHere token request gave no access token');
    return answer.access_token;
  }
}
