import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Ledger, StubPayment } from './ledger';

/** A PayHere business app: the credentials of its merchant API (Basic auth on the token request). */
export interface StubApp {
  appId: string;
  appSecret: string;
}

/** PayHere's tokens last ten minutes, less a second. */
const TOKEN_SECONDS = 599;

const pad = (value: number) => String(value).padStart(2, '0');
/** PayHere writes times as 'YYYY-MM-DD HH:mm:ss' (Sri Lanka time; the stub writes UTC). */
const payhereDate = (iso: string) => {
  const date = new Date(iso);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
};

/** The Retrieval API's status of a charged payment: what became of its money since. */
function statusOf(payment: StubPayment, ledger: Ledger): string {
  if (payment.statusCode === -3) return 'CHARGEBACKED';
  const refunded = ledger.refundedCents(payment.paymentId);
  if (refunded === 0) return 'RECEIVED';
  return refunded >= Math.round(Number(payment.amount) * 100) ? 'FULL REFUNDED' : 'PARTIAL REFUNDED';
}

/** One payment as the Retrieval API lists it. */
function retrieved(payment: StubPayment, ledger: Ledger) {
  const gross = Number(payment.amount);
  const fee = Math.round(gross * 3.3) / 100;
  return {
    payment_id: Number(payment.paymentId),
    order_id: payment.orderId,
    date: payhereDate(payment.createdAt),
    description: payment.items,
    status: statusOf(payment, ledger),
    currency: payment.currency,
    amount: gross,
    customer: {
      first_name: payment.customer.firstName,
      last_name: payment.customer.lastName,
      email: payment.customer.email,
      phone: payment.customer.phone,
    },
    amount_detail: {
      currency: payment.currency,
      gross,
      fee,
      net: Math.round((gross - fee) * 100) / 100,
      exchange_rate: 1,
      exchange_from: payment.currency,
      exchange_to: payment.currency,
    },
    payment_method: { method: payment.method, card_customer_name: payment.cardHolderName, card_no: payment.cardNo },
    items: null,
  };
}

const oauthError = (reply: FastifyReply, status: number, error: string, description: string) =>
  reply.code(status).send({ error, error_description: description });

/**
 * PayHere's merchant API as far as the portal uses it: the OAuth token (client credentials, Basic app id
 * and secret), the Charging API (a customer token a preapproval gave; `/_stub/next` chargeOutcome forces
 * the next answer), the Retrieval API, which lists the charged payments of an order (declined and cancelled
 * attempts took no money and are not listed, so such an order answers "No payments found"), and the
 * Refund API, which gives back all of a paid payment or part of it, never more than is left.
 */
export function registerMerchantApi(app: FastifyInstance, apps: readonly StubApp[], ledger: Ledger): void {
  const tokens = new Map<string, number>();

  app.post('/merchant/v1/oauth/token', async (request, reply) => {
    const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
    const [appId, appSecret] = Buffer.from(encoded ?? '', 'base64')
      .toString()
      .split(':');
    const known = scheme === 'Basic' && apps.some((one) => one.appId === appId && one.appSecret === appSecret);
    if (!known) return oauthError(reply, 401, 'invalid_client', 'Bad client credentials');
    const body = (request.body ?? {}) as Record<string, string>;
    if (body.grant_type !== 'client_credentials') {
      return oauthError(reply, 400, 'unsupported_grant_type', `Unsupported grant type: ${body.grant_type ?? ''}`);
    }
    const token = randomUUID();
    tokens.set(token, Date.now() + TOKEN_SECONDS * 1000);
    return { access_token: token, token_type: 'bearer', expires_in: TOKEN_SECONDS, scope: 'SANDBOX' };
  });

  const authorised = (authorization: string | undefined) => {
    const [scheme, token] = (authorization ?? '').split(' ');
    const expires = scheme === 'Bearer' && token ? tokens.get(token) : undefined;
    return expires !== undefined && expires >= Date.now();
  };

  app.post('/merchant/v1/payment/charge', async (request, reply) => {
    if (!authorised(request.headers.authorization)) {
      return oauthError(reply, 401, 'invalid_token', 'Invalid access token');
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    const refusal = (msg: string) => reply.code(400).send({ status: -1, msg, data: null });
    const orderId = typeof body.order_id === 'string' ? body.order_id.trim() : '';
    const amount = Number(body.amount);
    if (body.type !== 'PAYMENT' && body.type !== undefined) return refusal('type must be PAYMENT');
    if (!orderId || typeof body.items !== 'string' || typeof body.currency !== 'string') {
      return refusal('order_id, items and currency are required');
    }
    if (!Number.isFinite(amount) || amount <= 0) return refusal('amount must be above 0');
    const token = ledger.tokens.find((one) => one.customerToken === body.customer_token);
    if (!token) return refusal('Invalid customer token');
    const forced = ledger.takeChargeOutcome();
    const answer =
      forced === 'decline'
        ? { statusCode: -2 as const, statusMessage: 'Insufficient Funds' }
        : forced === 'success'
          ? { statusCode: 2 as const, statusMessage: 'Successfully completed the payment.' }
          : token.answer;
    const payment: StubPayment = {
      paymentId: String(320_025_000_000 + ledger.payments.length + 1),
      orderId,
      merchantId: token.merchantId,
      items: body.items,
      amount: amount.toFixed(2),
      currency: body.currency,
      statusCode: answer.statusCode,
      statusMessage: answer.statusMessage,
      method: token.method,
      cardHolderName: '',
      cardNo: token.cardNo,
      cardExpiry: token.cardExpiry,
      customer: { firstName: '', lastName: '', email: '', phone: '' },
      custom: { custom1: '', custom2: '' },
      notifyUrl: '',
      createdAt: new Date().toISOString(),
    };
    ledger.payments.push(payment);
    return {
      status: 1,
      msg: answer.statusCode === 2 ? 'Automatic payment charged successfully' : 'Automatic payment failed',
      data: {
        order_id: orderId,
        items: payment.items,
        currency: payment.currency,
        amount,
        payment_id: Number(payment.paymentId),
        status_code: answer.statusCode,
        status_message: answer.statusMessage,
      },
    };
  });

  app.post('/merchant/v1/payment/refund', async (request, reply) => {
    if (!authorised(request.headers.authorization)) {
      return oauthError(reply, 401, 'invalid_token', 'Invalid access token');
    }
    const body = (request.body ?? {}) as { payment_id?: unknown; description?: unknown; amount?: unknown };
    const refusal = (msg: string) => reply.code(400).send({ status: -1, msg, data: null });
    if (typeof body.description !== 'string' || body.description.trim() === '') {
      return refusal('description is required');
    }
    const payment = ledger.payments.find((one) => one.paymentId === String(body.payment_id ?? ''));
    if (payment?.statusCode !== 2) return refusal('No refundable payment found for the payment_id');
    const paidCents = Math.round(Number(payment.amount) * 100);
    const leftCents = paidCents - ledger.refundedCents(payment.paymentId);
    const amountCents = body.amount === undefined ? leftCents : Math.round(Number(body.amount) * 100);
    if (!Number.isFinite(amountCents) || amountCents <= 0 || amountCents > leftCents) {
      return refusal('Refund amount exceeds the refundable amount of the payment');
    }
    const refundId = String(560_034_010_000 + ledger.refunds.length + 1);
    ledger.refunds.push({
      refundId,
      paymentId: payment.paymentId,
      amount: (amountCents / 100).toFixed(2),
      description: body.description,
      at: new Date().toISOString(),
    });
    return { status: 1, msg: 'Successfully processed the refund', data: Number(refundId) };
  });

  app.get('/merchant/v1/payment/search', async (request, reply) => {
    if (!authorised(request.headers.authorization)) {
      return oauthError(reply, 401, 'invalid_token', 'Invalid access token');
    }
    if (ledger.takeSearchFailure()) {
      return reply.code(500).send({ status: -1, msg: 'Internal Server Error', data: null });
    }
    const orderId = (request.query as Record<string, string | undefined>).order_id;
    if (!orderId) return reply.code(400).send({ status: -1, msg: 'order_id is required', data: null });
    const charged = ledger
      .paymentsFor(orderId)
      .filter((payment) => payment.statusCode === 2 || payment.statusCode === -3);
    if (charged.length === 0) return { status: -1, msg: 'No payments found', data: null };
    return {
      status: 1,
      msg: `Payments with order_id:${orderId}`,
      data: charged.map((payment) => retrieved(payment, ledger)),
    };
  });
}
