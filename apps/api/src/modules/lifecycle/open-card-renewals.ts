import { DEFAULT_UI_LANGUAGE } from '@selfcare/contracts';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { connections, purchases, transactions } from '../../db/schema';
import { isLiteral } from '../../db/schema/constraints';
import type { Integrations } from '../../integrations';
import type { CardPaymentStatus, RecurringChargeOutcome } from '../../integrations/card-gateway';
import { recordAudit } from '../../lib/audit';
import { settleCardUpgradeIn } from '../card-payments/card-upgrade';
import { writeChargeOutcome } from '../card-payments/charge-card-on-file';
import { type SettlementDeps, settlePayment } from '../settlement/settle-payment';
import type { Dunning } from './renewal-notices';
import { nextPeriod, noRenewal, type RenewalTally, selectRenewal, settleRenewalIn } from './renewal-state';

/**
 * How long a card renewal or upgrade charge must have been open before the sweep asks the gateway about
 * it: far beyond the adapter deadline (at most 110 seconds), so a charge another sweep or request is
 * still waiting on is never mistaken for one that never reached the gateway.
 */
export const CARD_RENEWAL_GRACE_MS = 5 * 60_000;

/** Card payments charged on the card on file for `purpose` whose charge gave no answer, opened before `openedBefore`. */
async function openCardOnFileCharges(
  db: DbOrTx,
  purpose: 'RENEWAL' | 'UPGRADE',
  openedBefore: Date,
  after: string | null,
  limit: number,
) {
  const rows = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.purpose, purpose),
        eq(transactions.channel, 'CARD'),
        isLiteral(transactions.status, 'PENDING'),
        lt(transactions.createdAt, openedBefore),
        after === null ? undefined : gt(transactions.id, after),
      ),
    )
    .orderBy(asc(transactions.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Card renewal payments whose charge gave no answer (a timeout, a crash), opened before `openedBefore`. */
export const openCardRenewals = (db: DbOrTx, openedBefore: Date, after: string | null, limit: number) =>
  openCardOnFileCharges(db, 'RENEWAL', openedBefore, after, limit);

/** Card upgrade payments (decision 0056) whose charge gave no answer, opened before `openedBefore`. */
export const openCardUpgrades = (db: DbOrTx, openedBefore: Date, after: string | null, limit: number) =>
  openCardOnFileCharges(db, 'UPGRADE', openedBefore, after, limit);

/**
 * What the gateway says of a charge on the card on file, by its order id: its outcome, or null while it
 * is undecided or the gateway does not answer (the adapter's deadline has logged the reason). A charge
 * the gateway never received is refused (decision 0023), so it is never made a second time.
 */
async function askGateway(integrations: Integrations, orderId: string): Promise<RecurringChargeOutcome | null> {
  let answer: CardPaymentStatus;
  try {
    answer = await integrations.cardGateway.paymentStatus(orderId);
  } catch {
    return null;
  }
  if (answer.status === 'PENDING') return null;
  return {
    status: answer.status === 'SUCCESS' ? 'SUCCESS' : 'FAILURE',
    description: answer.description,
    paymentId: answer.payment?.paymentId ?? null,
  };
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
  const outcome = await askGateway(integrations, payment.orderId);
  if (!outcome) return { ...noRenewal(), pending: 1 };
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

/**
 * Asks the gateway what became of an upgrade's charge on the card on file whose answer was lost, and
 * settles it once, as the charge itself would have (card-payments/card-upgrade.ts): charged, the upgrade
 * is applied; refused or never received, it is dropped and the old package stays. The payment is
 * written under a condition on its PENDING status in the transaction that settles the upgrade, so of
 * two sweeps asking at once only one applies it.
 */
export async function reconcileCardUpgrade(
  context: SettlementDeps & { integrations: Integrations },
  paymentId: string,
): Promise<'settled' | 'pending' | 'skipped'> {
  const { db } = context;
  const [payment] = await db
    .select({
      orderId: transactions.gatewayOrderId,
      purchaseId: transactions.purchaseId,
      connectionId: transactions.connectionId,
      accountId: connections.accountId,
    })
    .from(transactions)
    .innerJoin(connections, eq(connections.id, transactions.connectionId))
    .where(and(eq(transactions.id, paymentId), eq(transactions.status, 'PENDING')));
  if (!payment?.orderId || !payment.purchaseId) return 'skipped';
  const outcome = await askGateway(context.integrations, payment.orderId);
  if (!outcome) return 'pending';
  const { purchaseId, connectionId, accountId } = payment;
  return settlePayment(context, DEFAULT_UI_LANGUAGE, (record) =>
    db.transaction(async (tx) => {
      if (!(await writeChargeOutcome(tx, paymentId, outcome))) return 'skipped';
      await settleCardUpgradeIn(tx, record, {
        purchaseId,
        connectionId,
        accountId,
        status: outcome.status,
        tell: true,
      });
      await recordAudit(tx, {
        action: 'package.upgrade_card_payment',
        outcome: outcome.status === 'SUCCESS' ? 'success' : 'failure',
        accountId,
        subjectType: 'transaction',
        subjectId: paymentId,
        details: { purchaseId, status: outcome.status, description: outcome.description, source: 'retrieval' },
      });
      return 'settled';
    }),
  );
}
