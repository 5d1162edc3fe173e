import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import {
  acceptedRetentionOffers,
  connections,
  livePurchaseStatuses,
  products,
  purchaseOptions,
  purchases,
} from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { addDays, addPeriod } from '../products/dates';
import { retentionDiscounted } from '../products/pricing';
import { type Dunning, tellRenewalRefused } from './renewal-notices';

/** What renewing did: periods renewed, charges refused, connections suspended, charges still unsettled. */
export interface RenewalTally {
  renewed: number;
  failed: number;
  suspended: number;
  pending: number;
}

export const noRenewal = (): RenewalTally => ({ renewed: 0, failed: 0, suspended: 0, pending: 0 });

/** A subscription with what its renewal needs; filter and lock it with the caller's where and for. */
export function selectRenewal(db: DbOrTx) {
  return db
    .select({
      id: purchases.id,
      connectionId: purchases.connectionId,
      price: purchases.price,
      billingEndDate: purchases.billingEndDate,
      productName: products.name,
      optionName: purchaseOptions.name,
      utilizationPeriod: purchaseOptions.utilizationPeriod,
      utilizationPeriodUnit: purchaseOptions.utilizationPeriodUnit,
      accountId: connections.accountId,
      connectionType: connections.connectionType,
      mobile: connections.mobile,
      renewalAttempts: purchases.renewalAttempts,
      retentionPercent: acceptedRetentionOffers.percent,
    })
    .from(purchases)
    .innerJoin(connections, eq(connections.id, purchases.connectionId))
    .innerJoin(products, eq(products.id, purchases.productId))
    .innerJoin(purchaseOptions, eq(purchaseOptions.id, purchases.purchaseOptionId))
    .leftJoin(
      acceptedRetentionOffers,
      and(eq(acceptedRetentionOffers.purchaseId, purchases.id), gt(acceptedRetentionOffers.renewalsLeft, 0)),
    );
}

type RenewalRow = Awaited<ReturnType<typeof selectRenewal>>[number];

/**
 * The period a renewal pays for: from the current billing end date, one utilization period long, at
 * the subscription's price less a retention discount it has renewals of left (decision 0072).
 */
export function nextPeriod(row: RenewalRow | undefined) {
  if (!row?.billingEndDate) return null;
  return {
    ...row,
    price: retentionDiscounted(row.price, row.retentionPercent ?? 0),
    periodStart: row.billingEndDate,
    periodEnd: addPeriod(row.billingEndDate, row),
  };
}

export type DueRenewal = NonNullable<ReturnType<typeof nextPeriod>>;

/**
 * The renewed period and the rows bundled with the purchase move on together, once; a retention
 * discount the period was charged at is spent with it, in the same transaction, so a renewal retried or
 * run by two sweeps spends one.
 */
export async function extendPeriod(db: DbOrTx, due: DueRenewal): Promise<void> {
  const now = new Date();
  const moved = await db
    .update(purchases)
    .set({
      billingStartDate: due.periodStart,
      billingEndDate: due.periodEnd,
      paymentStatus: 'SUCCESS',
      renewalAttempts: 0,
      nextRenewalOn: null,
      updatedAt: now,
    })
    .where(and(eq(purchases.id, due.id), eq(purchases.billingEndDate, due.periodStart)))
    .returning({ id: purchases.id });
  if (moved.length === 0) return;
  if (due.retentionPercent !== null) {
    await db
      .update(acceptedRetentionOffers)
      .set({ renewalsLeft: sql`${acceptedRetentionOffers.renewalsLeft} - 1` })
      .where(and(eq(acceptedRetentionOffers.purchaseId, due.id), gt(acceptedRetentionOffers.renewalsLeft, 0)));
  }
  await db
    .update(purchases)
    .set({ billingStartDate: due.periodStart, billingEndDate: due.periodEnd, updatedAt: now })
    .where(and(eq(purchases.parentPurchaseId, due.id), inArray(purchases.status, [...livePurchaseStatuses])));
}

export function auditRenewal(
  db: DbOrTx,
  due: DueRenewal,
  outcome: 'success' | 'failure',
  details: Record<string, unknown>,
) {
  return recordAudit(db, {
    action: 'lifecycle.renewal',
    outcome,
    accountId: due.accountId,
    subjectType: 'purchase',
    subjectId: due.id,
    details: { connectionId: due.connectionId, periodStart: due.periodStart, periodEnd: due.periodEnd, ...details },
  });
}

/**
 * Writes a settled external charge: paid, the period moves on; refused, it is tried again on the next
 * of the dunning days, and after the last one the connection is suspended, the period staying where it
 * was; the subscriber is told each time (renewal-notices.ts). The connection is written before the
 * purchase, the order in which package changes lock them.
 */
export function settleRenewal(
  db: Database,
  due: DueRenewal,
  status: 'SUCCESS' | 'FAILURE',
  charged: number,
  dunning: Dunning,
): Promise<RenewalTally> {
  return db.transaction((tx) => settleRenewalIn(tx, due, status, charged, dunning));
}

/** settleRenewal inside the caller's transaction, which also settles the payment itself. */
export async function settleRenewalIn(
  tx: DbOrTx,
  due: DueRenewal,
  status: 'SUCCESS' | 'FAILURE',
  charged: number,
  dunning: Dunning,
): Promise<RenewalTally> {
  if (status === 'SUCCESS') {
    await extendPeriod(tx, due);
    await auditRenewal(tx, due, 'success', { charged });
    return { ...noRenewal(), renewed: 1 };
  }
  const attempt = due.renewalAttempts + 1;
  const retryDay = dunning.retryDays[attempt - 1];
  if (retryDay !== undefined) {
    const retryOn = addDays(due.periodStart, retryDay);
    const waiting = await tx
      .update(purchases)
      .set({ paymentStatus: 'FAILURE', renewalAttempts: attempt, nextRenewalOn: retryOn, updatedAt: new Date() })
      .where(and(eq(purchases.id, due.id), eq(purchases.paymentStatus, 'PENDING')))
      .returning({ id: purchases.id });
    if (waiting.length === 0) return noRenewal();
    await auditRenewal(tx, due, 'failure', { charged, attempt, retryOn });
    await tellRenewalRefused(tx, dunning, due, { kind: 'retry', amount: charged, retryOn });
    return { ...noRenewal(), failed: 1 };
  }
  const suspended = await tx
    .update(connections)
    .set({ status: 'suspended', updatedAt: new Date() })
    .where(and(eq(connections.id, due.connectionId), eq(connections.status, 'active')))
    .returning({ id: connections.id });
  await tx
    .update(purchases)
    .set({ paymentStatus: 'FAILURE', renewalAttempts: 0, nextRenewalOn: null, updatedAt: new Date() })
    .where(and(eq(purchases.id, due.id), eq(purchases.paymentStatus, 'PENDING')));
  await auditRenewal(tx, due, 'failure', { charged, attempt });
  if (suspended.length > 0) {
    await tellRenewalRefused(tx, dunning, due, { kind: 'suspended', amount: charged, tries: attempt });
    await recordAudit(tx, {
      action: 'lifecycle.suspend',
      outcome: 'success',
      accountId: due.accountId,
      subjectType: 'connection',
      subjectId: due.connectionId,
      details: { reason: 'renewal_failed', purchaseId: due.id },
    });
  }
  return { ...noRenewal(), failed: 1, suspended: suspended.length };
}
