import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { purchases, transactions } from '../../db/schema';
import type { Integrations } from '../../integrations';
import type { CardPaymentStatus, RecurringChargeOutcome } from '../../integrations/card-gateway';
import { writeChargeOutcome } from '../card-payments/charge-card-on-file';
import type { Dunning } from './renewal-notices';
import { nextPeriod, noRenewal, type RenewalTally, selectRenewal, settleRenewalIn } from './renewal-state';

/**
 * How long a card renewal charge must have been open before the sweep asks the gateway about it: far
 * beyond the adapter deadline (at most 110 seconds), so a charge another sweep is still waiting on is
 * never mistaken for one that never reached the gateway.
 */
export const CARD_RENEWAL_GRACE_MS = 5 * 60_000;

/** Card renewal payments whose charge gave no answer (a timeout, a crash), opened before `openedBefore`. */
export async function openCardRenewals(db: DbOrTx, openedBefore: Date, after: string | null, limit: number) {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.purpose, 'RENEWAL'),
        eq(transactions.channel, 'CARD'),
        eq(transactions.status, 'PENDING'),
        lt(transactions.createdAt, openedBefore),
        after === null ? undefined : gt(transactions.id, after),
      ),
    )
    .orderBy(asc(transactions.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Asks the gateway what became of an open card renewal charge, by its order id, and settles it once:
 * charged, the payment succeeds and the period moves on; refused, or never received (decision 0023),
 * the payment fails and the connection is suspended as for a declined card, so the period is never
 * charged a second time. Still undecided, or the gateway not answering, it waits for the next sweep.
 * The payment is settled under a condition on its PENDING status, in the transaction that settles the
 * renewal, so of two sweeps asking at once only one writes.
 */
export async function reconcileCardRenewal(
  db: Database,
  integrations: Integrations,
  paymentId: string,
  dunning: Dunning,
): Promise<RenewalTally> {
  const [payment] = await db
    .select({ orderId: transactions.gatewayOrderId, purchaseId: transactions.purchaseId, amount: transactions.amount })
    .from(transactions)
    .where(and(eq(transactions.id, paymentId), eq(transactions.status, 'PENDING')));
  if (!payment?.orderId || !payment.purchaseId) return noRenewal();
  let answer: CardPaymentStatus;
  try {
    answer = await integrations.cardGateway.paymentStatus(payment.orderId);
  } catch {
    // The adapter's deadline has logged the reason; the next sweep asks again.
    return { ...noRenewal(), pending: 1 };
  }
  if (answer.status === 'PENDING') return { ...noRenewal(), pending: 1 };
  const outcome: RecurringChargeOutcome = {
    status: answer.status === 'SUCCESS' ? 'SUCCESS' : 'FAILURE',
    description: answer.description,
    paymentId: answer.payment?.paymentId ?? null,
  };
  const { purchaseId, amount } = payment;
  return db.transaction(async (tx) => {
    if (!(await writeChargeOutcome(tx, paymentId, outcome))) return noRenewal();
    // The purchase stayed claimed (PENDING) while its charge was open, so its period is the one charged.
    const [row] = await selectRenewal(tx).where(
      and(eq(purchases.id, purchaseId), eq(purchases.paymentStatus, 'PENDING')),
    );
    const due = nextPeriod(row);
    return due ? settleRenewalIn(tx, due, outcome.status, amount, dunning) : noRenewal();
  });
}
