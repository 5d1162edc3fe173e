import { ConnectionType, DEFAULT_UI_LANGUAGE } from '@selfcare/contracts';
import { and, asc, desc, eq, exists, gt, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { connections, purchases, transactions } from '../../db/schema';
import { isLiteral } from '../../db/schema/constraints';
import type { Integrations } from '../../integrations';
import { callOperator } from '../operator-payments/call-operator';
import { writeOperatorOutcome } from '../operator-payments/operator-transactions';
import type { Dunning } from './renewal-notices';
import { nextPeriod, noRenewal, type RenewalTally, selectRenewal, settleRenewal } from './renewal-state';

/** An operator renewal payment the operator has not settled: accepted (PENDING) or to be tried again (RETRY). */
const isOpenPayment = and(
  eq(transactions.purpose, 'RENEWAL'),
  eq(transactions.channel, 'OPERATOR'),
  inArray(transactions.status, ['PENDING', 'RETRY']),
);

/** A subscription of an active operator payer claimed by a renewal whose payment is still open. */
const isWaiting = and(
  isLiteral(purchases.status, 'PURCHASE_COMPLETE'),
  isLiteral(purchases.purchaseType, 'PURCHASE_TYPE_SUBSCRIPTION'),
  sql`not ${purchases.isBundled}`,
  // A literal: the few rows `purchases_payment_pending_idx` holds.
  isLiteral(purchases.paymentStatus, 'PENDING'),
  eq(connections.status, 'active'),
  eq(connections.connectionType, ConnectionType.mobileOperator),
  exists(sql`(select 1 from ${transactions} where ${transactions.purchaseId} = ${purchases.id} and ${isOpenPayment})`),
);

export async function openOperatorRenewals(db: DbOrTx, after: string | null, limit: number) {
  const rows = await db
    .select({ id: purchases.id })
    .from(purchases)
    .innerJoin(connections, eq(connections.id, purchases.connectionId))
    .where(and(isWaiting, after === null ? undefined : gt(purchases.id, after)))
    .orderBy(asc(purchases.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Asks again about an operator renewal an earlier sweep left open: a RETRY payment is charged again
 * with the same reference (the operator takes it as the same charge), a PENDING one is asked about.
 * Settled, the renewal completes as any other; still open, it waits for the next sweep. A RETRY payment
 * is marked PENDING under its row lock before the call, so only one sweep charges it again.
 */
export async function followUpOperatorRenewal(
  db: Database,
  integrations: Integrations,
  purchaseId: string,
  dunning: Dunning,
): Promise<RenewalTally> {
  const open = await db.transaction(async (tx) => {
    const [row] = await selectRenewal(tx)
      .where(and(eq(purchases.id, purchaseId), isWaiting))
      .for('update', { of: purchases, skipLocked: true });
    const due = nextPeriod(row);
    if (!due?.mobile) return null;
    const [payment] = await tx
      .select({
        id: transactions.id,
        status: transactions.status,
        amount: transactions.amount,
        itemName: transactions.itemName,
      })
      .from(transactions)
      .where(and(eq(transactions.purchaseId, purchaseId), isOpenPayment))
      .orderBy(desc(transactions.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!payment) return null;
    if (payment.status === 'RETRY') {
      await tx
        .update(transactions)
        .set({ status: 'PENDING', paymentStatus: 'PENDING' })
        .where(eq(transactions.id, payment.id));
    }
    return { due, msisdn: due.mobile, payment };
  });
  if (!open) return noRenewal();

  const { due, msisdn, payment } = open;
  const call = await callOperator(
    () =>
      payment.status === 'RETRY'
        ? integrations.operatorBilling.charge({
            msisdn,
            amount: payment.amount,
            reference: payment.id,
            description: payment.itemName,
          })
        : integrations.operatorBilling.status(payment.id),
    DEFAULT_UI_LANGUAGE,
  );
  const status = call.outcome.status;
  await writeOperatorOutcome(db, payment.id, ['PENDING'], call.outcome);
  if (status === 'SUCCESS' || status === 'FAILURE') return settleRenewal(db, due, status, payment.amount, dunning);
  return { ...noRenewal(), pending: 1 };
}
