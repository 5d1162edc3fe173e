import { and, asc, eq, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { basePackageChanges, billLines, connections, purchases } from '../../db/schema';
import { isLiteral } from '../../db/schema/constraints';
import type { Integrations } from '../../integrations';
import { chargeOperatorRenewal } from '../operator-payments/charge-operator-renewal';
import { roundToCents } from '../products/pricing';
import { type activeTaxRates, applyTaxes } from '../promotions/tax';
import { paymentRouteOf } from '../purchasing/load-buyer';
import { chargeCardRenewal } from './card-renewal';
import { afterDueRow, type DuePage, pageByDay } from './due-items';
import { renewalDay } from './renewal-day';
import type { Dunning } from './renewal-notices';
import {
  auditRenewal,
  type DueRenewal,
  extendPeriod,
  nextPeriod,
  noRenewal,
  type RenewalTally,
  selectRenewal,
  settleRenewal,
} from './renewal-state';

export type TaxRates = Awaited<ReturnType<typeof activeTaxRates>>;

/**
 * A running subscription whose paid period is over, on an active connection, with no renewal charge
 * under way, not paused and not about to be replaced by a downgrade (which starts its own package instead).
 * The status, type and bundling are literals: they are what `purchases_due_renewal_idx` holds.
 */
const isDue = (asOf: string) =>
  and(
    isLiteral(purchases.status, 'PURCHASE_COMPLETE'),
    isLiteral(purchases.purchaseType, 'PURCHASE_TYPE_SUBSCRIPTION'),
    sql`not ${purchases.isBundled}`,
    lte(renewalDay, asOf),
    or(isNull(purchases.paymentStatus), ne(purchases.paymentStatus, 'PENDING')),
    // A refused renewal waits for its next dunning day (decision 0054).
    or(isNull(purchases.nextRenewalOn), lte(purchases.nextRenewalOn, asOf)),
    // A paused one is renewed once the sweep has resumed it (pauses.ts, decision 0070).
    isNull(purchases.pauseResumesOn),
    eq(connections.status, 'active'),
    notExists(
      sql`(select 1 from ${basePackageChanges} where ${basePackageChanges.connectionId} = ${purchases.connectionId} and ${basePackageChanges.fromProductId} = ${purchases.productId} and ${basePackageChanges.status} = 'PENDING')`,
    ),
  );

/** The subscriptions due for renewal as of `asOf`, a page at a time, by the day they renew. */
export function dueRenewals(db: DbOrTx, asOf: string): DuePage {
  return pageByDay((after, limit) =>
    db
      .select({ id: purchases.id, day: sql<string>`(${renewalDay})::text` })
      .from(purchases)
      .innerJoin(connections, eq(connections.id, purchases.connectionId))
      .where(and(isDue(asOf), afterDueRow(renewalDay, purchases.id, after)))
      .orderBy(asc(renewalDay), asc(purchases.id))
      .limit(limit),
  );
}

/** The purchase, locked, if it is still due: one another sweep holds, or has renewed, is skipped. */
async function lockDue(db: DbOrTx, purchaseId: string, asOf: string) {
  const [row] = await selectRenewal(db)
    .where(and(eq(purchases.id, purchaseId), isDue(asOf)))
    .for('update', { of: purchases, skipLocked: true });
  return nextPeriod(row);
}

/**
 * What renewing a period priced `price` charges, with the taxes in force on the renewal's day: the
 * total, and the taxes in it. Every payment route charges this; the renewal reminder names it.
 */
export function renewalCharge(price: number, rates: TaxRates): { amount: number; taxAmount: number } {
  const taxed = applyTaxes(price, rates);
  return { amount: taxed.taxedPrice, taxAmount: roundToCents(taxed.taxedPrice - price) };
}

/** Bill payers (types 1-5): the period's price, taxes on top, goes on the bill of the month it starts in. */
async function renewOnBill(db: DbOrTx, due: DueRenewal, rates: TaxRates): Promise<void> {
  const { amount, taxAmount } = renewalCharge(due.price, rates);
  if (due.price > 0) {
    await db.insert(billLines).values({
      connectionId: due.connectionId,
      purchaseId: due.id,
      description: `${due.productName} (${due.optionName})`,
      amount: due.price,
      taxAmount,
      billingMonth: `${due.periodStart.slice(0, 7)}-01`,
      chargedAt: new Date(),
    });
  }
  await extendPeriod(db, due);
  await auditRenewal(db, due, 'success', { route: 'bill', charged: due.price > 0 ? amount : 0 });
}

/** Operator (type 6) and card (type 7) payers are charged through their payment system. */
async function chargeExternally(db: Database, integrations: Integrations, due: DueRenewal, rates: TaxRates) {
  const { amount, taxAmount } = renewalCharge(due.price, rates);
  if (paymentRouteOf(due.connectionType) === 'card') {
    const status = await chargeCardRenewal(db, integrations, {
      purchase: { id: due.id, connectionId: due.connectionId },
      amount,
      taxAmount,
      itemName: due.productName,
    });
    return { status, amount };
  }
  const status = await chargeOperatorRenewal(db, integrations, {
    purchase: { id: due.id },
    connection: { id: due.connectionId, mobile: due.mobile },
    amount,
    taxAmount,
    itemName: due.productName,
  });
  return { status, amount };
}

/**
 * Renews one period of a due subscription. Bill payers are charged and renewed in one transaction.
 * Operator and card payers are claimed first (paymentStatus PENDING, committed), so no other sweep
 * charges the same period while the external charge runs; then the outcome is settled. An operator
 * charge the operator has not settled keeps the claim, and a later sweep asks about it again.
 */
async function renewOnePeriod(
  db: Database,
  integrations: Integrations,
  purchaseId: string,
  asOf: string,
  rates: TaxRates,
  dunning: Dunning,
): Promise<{ tally: RenewalTally; periodEnd?: string }> {
  const claimed = await db.transaction(async (tx) => {
    const due = await lockDue(tx, purchaseId, asOf);
    if (!due) return null;
    if (paymentRouteOf(due.connectionType) === 'bill' || due.price === 0) {
      await renewOnBill(tx, due, rates);
      return { due, settled: true };
    }
    await tx.update(purchases).set({ paymentStatus: 'PENDING', updatedAt: new Date() }).where(eq(purchases.id, due.id));
    return { due, settled: false };
  });
  if (!claimed) return { tally: noRenewal() };
  const { periodEnd } = claimed.due;
  if (claimed.settled) return { tally: { ...noRenewal(), renewed: 1 }, periodEnd };
  const { status, amount } = await chargeExternally(db, integrations, claimed.due, rates);
  if (status === 'PENDING') return { tally: { ...noRenewal(), pending: 1 } };
  return { tally: await settleRenewal(db, claimed.due, status, amount, dunning), periodEnd };
}

/** Renews a subscription period after period until its billing end date is past `asOf`, or a charge does not go through. */
export async function renewSubscription(
  db: Database,
  integrations: Integrations,
  purchaseId: string,
  asOf: string,
  rates: TaxRates,
  dunning: Dunning,
): Promise<RenewalTally> {
  const tally = noRenewal();
  for (;;) {
    const { tally: step, periodEnd } = await renewOnePeriod(db, integrations, purchaseId, asOf, rates, dunning);
    tally.renewed += step.renewed;
    tally.failed += step.failed;
    tally.suspended += step.suspended;
    tally.pending += step.pending;
    // A period paid past `asOf` is not due again: no transaction needed to find that out.
    if (step.renewed === 0 || (periodEnd !== undefined && periodEnd > asOf)) return tally;
  }
}
