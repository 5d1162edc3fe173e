import type { SweepCounts } from '../modules/lifecycle/sweep';
import type { Metrics } from './metrics';

/**
 * Counts what one lifecycle sweep did (after its items committed) and how long each step took, for both of its callers: the
 * scheduled sweep and the sandbox's. An operator payment it settled is counted `settled`: the sweep's
 * counts do not say whether it was paid or refused.
 */
export function countSweep(metrics: Metrics, counts: SweepCounts): void {
  metrics.renewals.inc({ outcome: 'success' }, counts.renewals);
  metrics.renewals.inc({ outcome: 'failure' }, counts.renewalsFailed);
  metrics.renewals.inc({ outcome: 'pending' }, counts.renewalsPending);
  metrics.suspensions.inc(counts.connectionsSuspended);
  metrics.payments.inc({ route: 'operator', outcome: 'settled' }, counts.operatorPaymentsSettled);
  metrics.reminders.inc({ channel: 'sms' }, counts.reminderSms);
  metrics.reminders.inc({ channel: 'email' }, counts.reminderEmails);
  for (const [step, seconds] of Object.entries(counts.stepSeconds))
    metrics.sweepStepDuration.observe({ step }, seconds);
}
