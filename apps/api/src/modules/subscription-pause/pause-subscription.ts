import type { SubscriptionPause } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { purchases } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { addMonths } from '../products/dates';
import { purchaseRule } from '../purchasing/errors';
import type { Buyer } from '../purchasing/load-buyer';
import { basePackagePermission, requireBasePackageAlone } from './base-package-pause';
import { notPausable, pauseConflict } from './errors';
import { type LockedSubscription, lockSubscription } from './lock-subscription';
import { pauseAnswer } from './pause-answer';

/**
 * Refuses what can never pause: bundled rows, one-off purchases, other than monthly, base packages the
 * operator has not let subscribers pause (decision 0074). Answers whether it is a base package.
 */
async function requirePausableKind(db: DbOrTx, row: LockedSubscription): Promise<boolean> {
  if (row.isBundled) throw notPausable('notPausable');
  if (row.purchaseType !== 'PURCHASE_TYPE_SUBSCRIPTION') throw notPausable('oneOff');
  if (row.utilizationPeriodUnit !== 'MONTHS' || row.utilizationPeriod !== 1) throw notPausable('notMonthly');
  const base = await basePackagePermission(db, row.productId);
  if (base.isBasePackage && !base.pauseAllowed) throw notPausable('notPausable');
  return base.isBasePackage;
}

/** Refuses a subscription whose state forbids a pause now. */
function requirePausableState(row: LockedSubscription): void {
  if (row.status === 'PURCHASE_PENDING_REMOVE') throw pauseConflict('unsubscribed');
  if (row.status === 'PURCHASE_PENDING' || row.status === 'PAYMENT_SUCCESS') throw pauseConflict('paymentInProgress');
  if (row.status !== 'PURCHASE_COMPLETE') throw pauseConflict('ended');
}

/**
 * Pauses a running monthly subscription for `periods` months (issue 31, decision 0070): access runs to
 * the end of the paid period, the sweep then takes it off and charges nothing until the resume date,
 * `periods` months after the paid period's end, when the subscription renews by itself. The purchase is
 * locked as the sweep's renewal locks it, so a pause and that day's renewal have one outcome: a period
 * the sweep has claimed (a charge under way) cannot be paused, one it has charged is the subscriber's
 * and the pause starts after it. Asking again for the same pause answers it unchanged. A base package
 * pauses where the operator allows it, and only alone on its connection (decision 0074).
 */
export async function pauseSubscription(
  db: DbOrTx,
  buyer: Buyer,
  purchaseId: string,
  periods: number,
): Promise<SubscriptionPause> {
  const row = await lockSubscription(db, buyer.connectionId, purchaseId);
  const basePackage = await requirePausableKind(db, row);
  requirePausableState(row);
  if (row.pauseResumesOn !== null && row.pausePeriods !== null && row.billingEndDate !== null) {
    if (row.pausePeriods !== periods) throw pauseConflict('alreadyPaused', { date: row.pauseResumesOn });
    return pauseAnswer({
      ...row,
      billingEndDate: row.billingEndDate,
      pausePeriods: row.pausePeriods,
      pauseResumesOn: row.pauseResumesOn,
    });
  }
  if (buyer.status !== 'active') throw purchaseRule('purchase.connectionNotActive');
  if (row.paymentStatus === 'PENDING') throw pauseConflict('paymentInProgress');
  if (row.renewalAttempts > 0 || row.nextRenewalOn !== null) throw pauseConflict('renewalOutstanding');
  if (row.provisioningStatus !== 'SUCCESS') throw pauseConflict('notProvisioned');
  if (row.billingEndDate === null) throw notPausable('notPausable');
  if (basePackage) await requireBasePackageAlone(db, buyer.connectionId, row.id);
  const resumesOn = addMonths(row.billingEndDate, periods);
  await db
    .update(purchases)
    .set({ pausePeriods: periods, pauseResumesOn: resumesOn, updatedAt: new Date() })
    .where(eq(purchases.id, row.id));
  await recordAudit(db, {
    action: 'purchase.pause',
    outcome: 'success',
    accountId: buyer.accountId,
    ipAddress: buyer.ipAddress,
    subjectType: 'purchase',
    subjectId: row.id,
    details: {
      connectionId: buyer.connectionId,
      productId: row.productId,
      periods,
      basePackage,
      accessUntil: row.billingEndDate,
      resumesOn,
    },
  });
  return pauseAnswer({ ...row, billingEndDate: row.billingEndDate, pausePeriods: periods, pauseResumesOn: resumesOn });
}
