import { DEFAULT_UI_LANGUAGE } from '@selfcare/contracts';
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { transactions } from '../../db/schema';
import { isLiteral } from '../../db/schema/constraints';
import type { CardGateway } from '../../integrations/card-gateway';
import { gatewayAmount } from '../../integrations/payhere-card-gateway';
import type { SettlementDeps } from '../settlement/settle-payment';
import { applyCardOutcome, findOrder } from './apply-card-outcome';

/**
 * How long a card payment must have been open before the sweep asks the gateway about it: time for the
 * subscriber to finish in the gateway's popup and for its notification to arrive.
 */
export const CARD_PAYMENT_GRACE_MS = 10 * 60_000;

/** How long after that it is still asked about: a checkout left unpaid stays open, and is not asked for ever. */
export const CARD_PAYMENT_RECOVERY_MS = 24 * 60 * 60_000;

/** Card purchases, reactivations and voucher payments still open, opened between the two instants. */
export async function openCardPayments(
  db: DbOrTx,
  opened: { after: Date; before: Date },
  afterId: string | null,
  limit: number,
) {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.channel, 'CARD'),
        inArray(transactions.purpose, ['PURCHASE', 'REACTIVATION', 'VOUCHER']),
        isLiteral(transactions.status, 'PENDING'),
        gt(transactions.createdAt, opened.after),
        lt(transactions.createdAt, opened.before),
        afterId === null ? undefined : gt(transactions.id, afterId),
      ),
    )
    .orderBy(asc(transactions.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * A card payment whose notification never came (lost on the way, or the api was down): the gateway's
 * Retrieval API is asked about its order, and a payment it lists as charged is settled as its
 * notification would have, once (receive-card-notification.ts, audited with `source: retrieval`).
 * Nothing charged, or no answer, leaves it open for the next sweep; a late notification is then
 * acknowledged and changes nothing.
 */
export async function recoverLostCardPayment(
  deps: SettlementDeps & { gateway: CardGateway },
  transactionId: string,
): Promise<'paid' | 'open'> {
  const [payment] = await deps.db
    .select({ orderId: transactions.gatewayOrderId })
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), eq(transactions.status, 'PENDING')));
  const order = payment?.orderId ? await findOrder(deps.db, payment.orderId) : null;
  if (!order || !payment?.orderId) return 'open';
  const answer = await deps.gateway.paymentStatus(payment.orderId).catch(() => null);
  if (answer?.status !== 'SUCCESS' || !answer.payment) return 'open';
  const effect = await applyCardOutcome(
    { ...deps, ipAddress: null, language: DEFAULT_UI_LANGUAGE },
    order,
    {
      orderId: payment.orderId,
      paymentId: answer.payment.paymentId,
      amount: gatewayAmount(order.amount),
      currency: order.currency,
      statusCode: 2,
      method: answer.payment.method,
      cardMask: answer.payment.cardMask,
      statusMessage: null,
      customerToken: null,
      cardHolderName: null,
      cardExpiry: null,
    },
    'retrieval',
  );
  return effect === 'paid' ? 'paid' : 'open';
}
