import type { CareActionResult } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { connections, purchases, transactions } from '../../db/schema';
import type { Integrations } from '../../integrations';
import type { CardPaymentStatus } from '../../integrations/card-gateway';
import type { Metrics } from '../../observability/metrics';
import { recoverLostCardPayment } from '../card-payments/recover-lost-card-payment';
import { ConsoleError, conflict, notFoundText } from '../console/console-errors';
import { reconcileOperatorPayment } from '../lifecycle/open-operator-payments';
import { failPurchase } from '../purchasing/fail-purchase';
import { type CareActor, recordCareAudit } from './care-audit';

export interface EndPendingDeps {
  db: Database;
  integrations: Integrations;
  publicUrl: string;
  /** The app's metrics, for what the payment's settlement counts. */
  metrics: Metrics;
}

/** Card payments the console may end: a purchase (its purchase fails with it) or a gift voucher. */
const ENDABLE_CARD_PURPOSES = ['PURCHASE', 'VOUCHER'];

const noAnswer = (who: string) =>
  new ConsoleError(503, 'UPSTREAM_UNAVAILABLE', `The ${who} did not answer; nothing was changed. Try again later.`);

/**
 * Ends a payment left PENDING, after asking who decides it, through the recovery code the sweep uses:
 * - a card payment: the gateway's Retrieval API first (`recoverLostCardPayment`). Charged: it is settled as
 *   its notification would have (paid). Still being decided: 409. Refused or never received: it fails
 *   (and a card purchase with it, as an abandoned checkout does); a late notification is then ignored.
 * - an operator payment: the operator is asked (`reconcileOperatorPayment`); what it answers settles it;
 *   one it still holds open is a 409 (the operator may yet charge it).
 * No answer changes nothing (503). Audited as `console.care_end_pending` with the outcome.
 */
export async function endPendingPayment(
  deps: EndPendingDeps,
  input: { accountId: string; paymentId: string; reason: string },
  actor: CareActor,
): Promise<CareActionResult> {
  const { db } = deps;
  const [payment] = await db
    .select({
      id: transactions.id,
      status: transactions.status,
      channel: transactions.channel,
      purpose: transactions.purpose,
      orderId: transactions.gatewayOrderId,
      purchaseId: transactions.purchaseId,
    })
    .from(transactions)
    .innerJoin(connections, eq(connections.id, transactions.connectionId))
    .where(and(eq(transactions.id, input.paymentId), eq(connections.accountId, input.accountId)));
  if (!payment) throw notFoundText('This account has no payment with this id.');
  if (payment.status !== 'PENDING') throw conflict(`This payment is not pending: it is ${payment.status}.`);
  const audit = (outcome: string) =>
    recordCareAudit(db, actor, {
      action: 'end_pending',
      accountId: input.accountId,
      reason: input.reason,
      details: { paymentId: payment.id, channel: payment.channel, outcome },
    });

  if (payment.channel === 'OPERATOR') {
    const reconciled = await reconcileOperatorPayment(deps, payment.id).catch(() => {
      throw noAnswer('operator');
    });
    if (reconciled === 'pending') throw conflict('The operator still holds this payment open; it cannot be ended yet.');
    const [after] = await db
      .select({ status: transactions.status })
      .from(transactions)
      .where(eq(transactions.id, payment.id));
    await audit(`operator: ${after?.status ?? 'unknown'}`);
    return {
      action: 'end_pending',
      message: `The operator answered: the payment is now ${after?.status}.`,
      changed: true,
    };
  }

  if (!ENDABLE_CARD_PURPOSES.includes(payment.purpose)) {
    throw conflict(`A pending ${payment.purpose.toLowerCase()} card payment is left to the lifecycle sweep.`);
  }
  if (!payment.orderId) throw conflict('This card payment has no gateway order to ask about.');
  let answer: CardPaymentStatus;
  try {
    answer = await deps.integrations.cardGateway.paymentStatus(payment.orderId);
  } catch {
    throw noAnswer('card gateway');
  }
  if (answer.status === 'PENDING')
    throw conflict('The card gateway is still deciding this payment; it cannot be ended yet.');
  if (answer.status === 'SUCCESS') {
    const recovered = await recoverLostCardPayment({ ...deps, gateway: deps.integrations.cardGateway }, payment.id);
    await audit(`gateway charged it: ${recovered}`);
    return {
      action: 'end_pending',
      message:
        recovered === 'paid'
          ? 'The card gateway reports it charged: the payment was settled as paid.'
          : 'The card gateway reports it charged, but it could not be settled now; the sweep will try again.',
      changed: recovered === 'paid',
    };
  }
  const ended = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: transactions.status })
      .from(transactions)
      .where(eq(transactions.id, payment.id))
      .for('update');
    if (locked?.status !== 'PENDING') return false;
    await tx
      .update(transactions)
      .set({
        status: 'FAILURE',
        paymentStatus: 'FAILURE',
        description: 'Ended by customer care: the gateway has no charge for it.',
        updatedAt: new Date(),
      })
      .where(eq(transactions.id, payment.id));
    if (payment.purpose === 'PURCHASE' && payment.purchaseId) {
      const [purchase] = await tx
        .select({ status: purchases.status })
        .from(purchases)
        .where(eq(purchases.id, payment.purchaseId))
        .for('update');
      if (purchase?.status === 'PURCHASE_PENDING') await failPurchase(tx, payment.purchaseId);
    }
    await recordCareAudit(tx, actor, {
      action: 'end_pending',
      accountId: input.accountId,
      reason: input.reason,
      details: { paymentId: payment.id, channel: payment.channel, outcome: `gateway: ${answer.status}, ended` },
    });
    return true;
  });
  if (!ended) throw conflict('This payment was settled meanwhile; nothing was ended.');
  return {
    action: 'end_pending',
    message: `The card gateway has no charge for it (${answer.status}): the payment was ended as failed.`,
    changed: true,
  };
}
