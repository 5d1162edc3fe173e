import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { connections, livePurchaseStatuses, purchases } from '../../db/schema';
import type { Integrations } from '../../integrations';
import { endedPurchaseColumns, queueRemovals, removalsOf } from '../../integrations/provisioning-removal';
import type { JobQueue } from '../../jobs/job-queue';
import { recordAudit } from '../../lib/audit';
import { addDays } from '../products/dates';
import { markForRestore, provisionRestored } from '../subscription-pause/restore-access';
import { afterDueRow, type DuePage, pageByDay } from './due-items';

/**
 * A paused subscription whose paid period is over (access lasts until the billing end date plus one
 * day, as for an ending, endings.ts) and whose access is still on; not one whose resume day has come,
 * which the resume step renews instead.
 */
const isPauseDue = (asOf: string) =>
  and(
    eq(purchases.status, 'PURCHASE_COMPLETE'),
    eq(purchases.isBundled, false),
    isNotNull(purchases.pauseResumesOn),
    isNull(purchases.pausedAt),
    gt(purchases.pauseResumesOn, asOf),
    lt(purchases.billingEndDate, addDays(asOf, -1)),
  );

/**
 * A paused subscription whose resume day has come, on an active connection (a suspended or ending one
 * stays paused: its reactivation or termination decides).
 */
const isResumeDue = (asOf: string) =>
  and(
    eq(purchases.status, 'PURCHASE_COMPLETE'),
    eq(purchases.isBundled, false),
    lte(purchases.pauseResumesOn, asOf),
    eq(connections.status, 'active'),
  );

/**
 * Paused subscriptions whose access is to be taken off, a page at a time, by the day they resume: the
 * order of `purchases_paused_idx`, which holds the few paused rows (issue 30).
 */
export function duePauses(db: DbOrTx, asOf: string): DuePage {
  return pageByDay((after, limit) =>
    db
      .select({ id: purchases.id, day: sql<string>`${purchases.pauseResumesOn}::text` })
      .from(purchases)
      .where(and(isPauseDue(asOf), afterDueRow(purchases.pauseResumesOn, purchases.id, after)))
      .orderBy(asc(purchases.pauseResumesOn), asc(purchases.id))
      .limit(limit),
  );
}

/** Paused subscriptions whose resume day has come, a page at a time, in the same order. */
export function dueResumes(db: DbOrTx, asOf: string): DuePage {
  return pageByDay((after, limit) =>
    db
      .select({ id: purchases.id, day: sql<string>`${purchases.pauseResumesOn}::text` })
      .from(purchases)
      .innerJoin(connections, eq(connections.id, purchases.connectionId))
      .where(and(isResumeDue(asOf), afterDueRow(purchases.pauseResumesOn, purchases.id, after)))
      .orderBy(asc(purchases.pauseResumesOn), asc(purchases.id))
      .limit(limit),
  );
}

/**
 * Takes a paused subscription's access off once its paid period is over: the purchase and its live
 * bundled rows are asked off the platform by the removal job endings use (queued in this transaction),
 * and stay live, so nothing else can be bought in their place and the resume gives them back.
 */
export function pauseAccess(db: Database, jobQueue: JobQueue, purchaseId: string, asOf: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: purchases.id, connectionId: purchases.connectionId, resumesOn: purchases.pauseResumesOn })
      .from(purchases)
      .where(and(eq(purchases.id, purchaseId), isPauseDue(asOf)))
      .for('update', { skipLocked: true });
    if (!row) return false;
    const now = new Date();
    await tx.update(purchases).set({ pausedAt: now, updatedAt: now }).where(eq(purchases.id, row.id));
    const paused = await tx
      .select(endedPurchaseColumns)
      .from(purchases)
      .where(
        and(
          or(eq(purchases.id, row.id), eq(purchases.parentPurchaseId, row.id)),
          inArray(purchases.status, [...livePurchaseStatuses]),
        ),
      );
    await queueRemovals(jobQueue, tx, removalsOf(paused));
    await recordAudit(tx, {
      action: 'lifecycle.pause',
      outcome: 'success',
      subjectType: 'purchase',
      subjectId: row.id,
      details: { connectionId: row.connectionId, resumesOn: row.resumesOn },
    });
    return true;
  });
}

/**
 * Resumes a paused subscription on its day: the billing end date becomes the resume day, so the
 * renewal step that follows in the same sweep charges the next period through the usual route (bill,
 * operator or card on file, with its dunning); access taken off is given back (the rows marked and
 * followed in this transaction, the platform asked after it).
 */
export async function resumeOnDate(db: Database, integrations: Integrations, purchaseId: string, asOf: string) {
  const restore = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: purchases.id,
        connectionId: purchases.connectionId,
        resumesOn: purchases.pauseResumesOn,
        pausedAt: purchases.pausedAt,
      })
      .from(purchases)
      .innerJoin(connections, eq(connections.id, purchases.connectionId))
      .where(and(eq(purchases.id, purchaseId), isResumeDue(asOf)))
      .for('update', { of: purchases, skipLocked: true });
    if (!row?.resumesOn) return null;
    await tx
      .update(purchases)
      .set({
        billingEndDate: row.resumesOn,
        pausePeriods: null,
        pauseResumesOn: null,
        pausedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(purchases.id, row.id));
    const marked = row.pausedAt ? await markForRestore(tx, integrations.jobQueue, row.id) : [];
    await recordAudit(tx, {
      action: 'lifecycle.resume',
      outcome: 'success',
      subjectType: 'purchase',
      subjectId: row.id,
      details: { connectionId: row.connectionId, resumedOn: row.resumesOn, accessWasOff: row.pausedAt !== null },
    });
    return marked;
  });
  if (!restore) return false;
  await provisionRestored(db, integrations, restore);
  return true;
}
