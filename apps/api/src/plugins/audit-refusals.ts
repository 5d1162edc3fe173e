import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../lib/audit';

/**
 * The money and entitlement routes, by method and route, with the audit action their refusals are
 * recorded under.
 * Their handlers record what they did inside the transaction that does it, so a refusal (a wrong body, a
 * stale price, a product already held, a payment already settled) rolls its row back with the change;
 * this plugin records the refusal itself, once the answer is decided, outside any transaction.
 * The account-security routes (login, password, PIN, registration steps) and the card gateway's
 * notification record their own failures.
 */
export const AUDITED_REFUSALS: Readonly<Record<string, string>> = {
  'POST /api/billing/v1/billing/user-purchase/subscribe': 'purchase.subscribe',
  'POST /api/billing/v1/billing/user-purchase/unsubscribe': 'purchase.unsubscribe',
  'POST /api/billing/v1/billing/user-purchase/basepackage/change': 'package.change',
  'POST /api/billing/v1/billing/user-purchase/reactivate-base-package': 'reactivation.start',
  'POST /api/billing/v1/billing/subscriptions/:purchaseId/pause': 'purchase.pause',
  'POST /api/billing/v1/billing/subscriptions/:purchaseId/resume': 'purchase.resume',
  'POST /api/billing/v1/billing/subscriptions/:purchaseId/retention-offer/accept': 'purchase.retention_accept',
  'POST /api/mobitel/v1/purchases': 'purchase.subscribe',
  'DELETE /api/mobitel/v1/purchases': 'purchase.unsubscribe',
  'POST /api/mobitel/v1/payments/:transactionId/retry': 'payment.operator_retry',
  'POST /api/prepaid/v1/purchases': 'purchase.subscribe',
  'DELETE /api/prepaid/v1/purchases': 'purchase.unsubscribe',
  'POST /api/prepaid/v1/payment-method/card-replacements': 'payment.card_replacement_started',
  'PUT /api/prepaid/v1/purchases/:purchaseId/auto-renew': 'purchase.auto_renew',
  'POST /api/promotions/v1/vouchers/purchase': 'voucher.purchase',
  'POST /api/users/v1/connection/unsubscribe/:id': 'connection.unsubscribe',
  'POST /api/users/v1/connections/unsubscribe/:id': 'connection.unsubscribe',
  'DELETE /api/users/v1/connections/:conId/devices/:deviceId': 'profile.device_remove',
  'POST /api/users/v1/registration/subscribe': 'registration.subscribe',
};

/** The `code` of the api's error answer ({ message, code }, plugins/errors.ts), when there is one. */
function errorCode(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    const body: unknown = JSON.parse(payload);
    return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string'
      ? body.code
      : null;
  } catch {
    return null;
  }
}

/** Hooks onto the audited routes alone (they must be added after this), so other answers pay nothing. */
export function registerAuditRefusals(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const action = methods.map((method) => AUDITED_REFUSALS[`${method} ${route.url}`]).find(Boolean);
    if (!action) return;
    const existing = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [...existing, recordRefusal(app, action)];
  });
}

// Before the answer goes out, so a caller who has it can count on the row (one insert, refusals only).
function recordRefusal(app: FastifyInstance, action: string) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    // A caller without a session is refused before anything is read: no account's money was asked
    // for, and recording it would let anyone write rows at will.
    if (reply.statusCode < 400 || request.account === null) return payload;
    try {
      await recordAudit(app.db, {
        action,
        outcome: reply.statusCode === 429 ? 'rate_limited' : 'failure',
        accountId: request.account.id,
        ipAddress: request.ip,
        details: { statusCode: reply.statusCode, code: errorCode(payload), route: request.routeOptions.url },
      });
    } catch (error) {
      // A lost audit row must be seen in the logs, not turn the refusal into a server error.
      request.log.error({ err: error, action }, 'could not record a refused request in the audit log');
    }
    return payload;
  };
}
