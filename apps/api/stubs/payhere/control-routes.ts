import type { FastifyInstance } from 'fastify';
import type { Ledger, NextAnswers, NotificationFate } from './ledger';
import { postNotification } from './notify';
import type { StubMerchant } from './signatures';
import { notificationFields } from './take-payment';

const OUTCOMES = new Set(['success', 'decline', 'pending']);
const FATES = new Set<NotificationFate>(['delivered', 'delayed', 'lost', 'duplicated']);

/** The control body's fields, each checked; the reason for a refusal, else the answers. */
function readNext(body: Record<string, unknown>): NextAnswers | string {
  const next: NextAnswers = {};
  if (body.outcome !== undefined) {
    if (!OUTCOMES.has(String(body.outcome))) return 'outcome: success, decline or pending';
    next.outcome = body.outcome as NextAnswers['outcome'];
  }
  if (body.notification !== undefined) {
    if (!FATES.has(body.notification as NotificationFate))
      return 'notification: delivered, delayed, lost or duplicated';
    next.notification = body.notification as NotificationFate;
  }
  if (body.chargeOutcome !== undefined) {
    if (body.chargeOutcome !== 'success' && body.chargeOutcome !== 'decline')
      return 'chargeOutcome: success or decline';
    next.chargeOutcome = body.chargeOutcome;
  }
  for (const name of ['delaySeconds', 'searchFailures'] as const) {
    const value = body[name];
    if (value === undefined) continue;
    if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > 600) {
      return `${name}: a whole number from 0 to 600`;
    }
    next[name] = value as number;
  }
  return next;
}

/**
 * The stub's control API, for a tester or the e2e: what it took and sent, what it does next, a
 * notification sent again (after a lost one), and a chargeback of a paid payment. JSON in and out.
 */
export function registerControls(app: FastifyInstance, merchants: readonly StubMerchant[], ledger: Ledger): void {
  app.get('/_stub/payments', async () => ledger.payments);
  app.get('/_stub/refunds', async () => ledger.refunds);
  app.get('/_stub/tokens', async () =>
    ledger.tokens.map(({ customerToken: _token, ...card }) => ({ ...card, token: 'kept (not shown)' })),
  );
  app.get('/_stub/notifications', async () => ledger.notifications);
  app.get('/_stub/next', async () => ledger.next);

  app.post('/_stub/next', async (request, reply) => {
    const next = readNext((request.body ?? {}) as Record<string, unknown>);
    if (typeof next === 'string') return reply.code(400).send({ error: next });
    ledger.setNext(next);
    return ledger.next;
  });

  app.post('/_stub/reset', async (_request, reply) => {
    ledger.reset();
    return reply.code(204).send();
  });

  // The card's bank takes a paid payment back: PayHere notifies the merchant again with status -3.
  app.post('/_stub/payments/:paymentId/chargeback', async (request, reply) => {
    const { paymentId } = request.params as { paymentId: string };
    const payment = ledger.payments.find((one) => one.paymentId === paymentId);
    const merchant = merchants.find((one) => one.merchantId === payment?.merchantId);
    if (!payment || !merchant) return reply.code(404).send({ error: `no payment ${paymentId}` });
    if (payment.statusCode !== 2) return reply.code(409).send({ error: `payment ${paymentId} was not paid` });
    payment.statusCode = -3;
    payment.statusMessage = 'Payment charged back';
    const sent = await postNotification(payment.notifyUrl, notificationFields(merchant, payment));
    ledger.notifications.push(sent);
    return sent;
  });

  app.post('/_stub/payments/:paymentId/notify', async (request, reply) => {
    const { paymentId } = request.params as { paymentId: string };
    const payment = ledger.payments.find((one) => one.paymentId === paymentId);
    const merchant = merchants.find((one) => one.merchantId === payment?.merchantId);
    if (!payment || !merchant) return reply.code(404).send({ error: `no payment ${paymentId}` });
    const sent = await postNotification(payment.notifyUrl, notificationFields(merchant, payment));
    ledger.notifications.push(sent);
    return sent;
  });
}
