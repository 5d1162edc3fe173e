import type { SubscriptionPause } from '@selfcare/contracts';

/**
 * What a pause answers, from the paused purchase. `accessUntil` is the paid period's end, the date the
 * unsubscribe's 'access until' names too (the sweep takes access off the day after it).
 */
export function pauseAnswer(row: {
  id: string;
  billingEndDate: string;
  pausePeriods: number;
  pauseResumesOn: string;
  pausedAt: Date | null;
}): SubscriptionPause {
  return {
    purchaseId: row.id,
    periods: row.pausePeriods,
    accessUntil: row.billingEndDate,
    resumesOn: row.pauseResumesOn,
    accessPaused: row.pausedAt !== null,
  };
}
