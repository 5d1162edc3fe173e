import type { ResumedSubscription } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { purchases } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { recordAudit } from '../../lib/audit';
import type { Buyer } from '../purchasing/load-buyer';
import { pauseConflict } from './errors';
import { lockSubscription } from './lock-subscription';
import { markForRestore, type ToRestore } from './restore-access';

/**
 * Ends a pause before its date, at the subscriber's asking (decision 0070). A pause whose paid period
 * has not ended yet is simply dropped: the subscription renews on its billing end date as before. One
 * whose access is off renews from `today` (the lifecycle sweep's day): its billing end date becomes
 * today, the sweep's next renewal charges it through the usual route, and access is given back now.
 * Asking again once resumed answers the renewal date unchanged. Answers what to provision after commit.
 */
export async function resumeSubscription(
  db: DbOrTx,
  jobQueue: JobQueue,
  buyer: Buyer,
  purchaseId: string,
  today: string,
): Promise<{ answer: ResumedSubscription; restore: ToRestore[] }> {
  const row = await lockSubscription(db, buyer.connectionId, purchaseId);
  if (row.status !== 'PURCHASE_COMPLETE' || row.purchaseType !== 'PURCHASE_TYPE_SUBSCRIPTION' || !row.billingEndDate) {
    throw pauseConflict('notPaused');
  }
  if (row.pauseResumesOn === null) {
    return { answer: { purchaseId: row.id, renewsOn: row.billingEndDate }, restore: [] };
  }
  const accessWasOff = row.pausedAt !== null;
  // A sweep run for a later day (the sandbox's) may have paused it already; the period never goes back.
  const renewsOn = accessWasOff && today > row.billingEndDate ? today : row.billingEndDate;
  await db
    .update(purchases)
    .set({ billingEndDate: renewsOn, pausePeriods: null, pauseResumesOn: null, pausedAt: null, updatedAt: new Date() })
    .where(eq(purchases.id, row.id));
  const restore = accessWasOff ? await markForRestore(db, jobQueue, row.id) : [];
  await recordAudit(db, {
    action: 'purchase.resume',
    outcome: 'success',
    accountId: buyer.accountId,
    ipAddress: buyer.ipAddress,
    subjectType: 'purchase',
    subjectId: row.id,
    details: {
      connectionId: buyer.connectionId,
      productId: row.productId,
      pausedUntil: row.pauseResumesOn,
      renewsOn,
      accessWasOff,
    },
  });
  return { answer: { purchaseId: row.id, renewsOn }, restore };
}
