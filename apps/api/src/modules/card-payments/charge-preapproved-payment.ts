import { DEFAULT_UI_LANGUAGE } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import { transactions } from '../../db/schema';
import type { CardGateway, RecurringChargeOutcome } from '../../integrations/card-gateway';
import { gatewayAmount } from '../../integrations/payhere-card-gateway';
import type { SettlementDeps } from '../settlement/settle-payment';
import { applyCardOutcome, type CardOrder, findOrder, type NotificationEffect } from './apply-card-outcome';
import { cardOnFileOfConnection } from './card-on-file';
import { recoverLostCardPayment } from './recover-lost-card-payment';

/** The job that makes sure a preapproved payment is charged once (decision 0058). */
export const CHARGE_PREAPPROVED_PAYMENT = 'charge-preapproved-payment';

export interface ChargePreapprovedPayment {
  transactionId: string;
}

/** Tries after the first: the job asks PayHere about the order first, so a retry never charges twice. */
const RETRY_LIMIT = 5;
const RETRY_DELAY_SECONDS = 60;

type ChargeDeps = SettlementDeps & Pick<Parameters<typeof applyCardOutcome>[0], 'gateway' | 'ipAddress' | 'language'>;

/** What the Charging API's answer settles, written as the notification of that charge would be. */
function chargedNotification(
  order: CardOrder,
  orderId: string,
  outcome: RecurringChargeOutcome,
  card: { method: string | null; cardMask: string },
) {
  return {
    orderId,
    paymentId: outcome.paymentId ?? '',
    amount: gatewayAmount(order.amount),
    currency: order.currency,
    statusCode: outcome.status === 'SUCCESS' ? 2 : -2,
    method: card.method,
    cardMask: card.cardMask,
    statusMessage: outcome.description,
    customerToken: null,
    cardHolderName: null,
    cardExpiry: null,
  };
}

/**
 * Charges a payment whose preapproval PayHere approved, on the card it kept on file, with the payment's
 * own order id, and settles it from the Charging API's answer as a notification would
 * (receive-card-notification.ts, audited with `source: charge`). A lost answer leaves it PENDING for
 * the follow-up job; a payment already settled is left alone.
 */
export async function chargePreapprovedPayment(
  deps: ChargeDeps,
  transactionId: string,
  heldBefore = false,
): Promise<NotificationEffect | 'open'> {
  const [payment] = await deps.db
    .select({ orderId: transactions.gatewayOrderId, connectionId: transactions.connectionId })
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), eq(transactions.status, 'PENDING')));
  const order = payment?.orderId ? await findOrder(deps.db, payment.orderId) : null;
  if (!payment?.orderId || !order) return 'ignored';
  const card = await cardOnFileOfConnection(deps.db, payment.connectionId);
  if (!card) return 'ignored';
  const outcome = await deps.gateway
    .chargeToken({
      orderId: payment.orderId,
      amount: order.amount,
      itemName: order.itemName,
      customerToken: card.customerToken,
    })
    // The adapter's deadline has logged the reason; the follow-up job asks PayHere about the order.
    .catch(() => null);
  if (!outcome) return 'open';
  return applyCardOutcome(
    deps,
    order,
    chargedNotification(order, payment.orderId, outcome, card),
    'charge',
    heldBefore,
  );
}

/**
 * The follow-up queued with every approved preapproval: when the charge made at once lost its answer,
 * or the api stopped before making it, PayHere is asked about the order first; a payment it lists as
 * charged is settled from that, one it never received is charged now, and an undecided one is asked
 * about again later. After its last try the lifecycle sweep's recovery still asks for a day.
 */
export function defineChargePreapprovedPayment(settlement: SettlementDeps, gateway: CardGateway): void {
  const deps: ChargeDeps = {
    ...settlement,
    gateway,
    ipAddress: null,
    language: DEFAULT_UI_LANGUAGE,
  };
  deps.integrations.jobQueue.define<ChargePreapprovedPayment>(
    CHARGE_PREAPPROVED_PAYMENT,
    async ({ transactionId }) => {
      const [payment] = await deps.db
        .select({ orderId: transactions.gatewayOrderId })
        .from(transactions)
        .where(and(eq(transactions.id, transactionId), eq(transactions.status, 'PENDING')));
      if (!payment?.orderId) return;
      const answer = await deps.gateway.paymentStatus(payment.orderId);
      if (answer.status === 'SUCCESS') {
        await recoverLostCardPayment(deps, transactionId);
        return;
      }
      if (answer.status === 'NOT_FOUND' && (await chargePreapprovedPayment(deps, transactionId)) !== 'open') return;
      throw new Error('PayHere has not settled the preapproved payment yet');
    },
    { retryLimit: RETRY_LIMIT, retryDelaySeconds: RETRY_DELAY_SECONDS },
  );
}

/** Queues the follow-up of a preapproved payment, in the caller's transaction, to run after the charge made at once. */
export async function followPreapprovedPayment(
  deps: Pick<SettlementDeps, 'integrations'>,
  tx: Parameters<SettlementDeps['integrations']['jobQueue']['enqueue']>[0],
  transactionId: string,
): Promise<void> {
  await deps.integrations.jobQueue.enqueue<ChargePreapprovedPayment>(
    tx,
    CHARGE_PREAPPROVED_PAYMENT,
    { transactionId },
    { startAfterSeconds: RETRY_DELAY_SECONDS },
  );
}
