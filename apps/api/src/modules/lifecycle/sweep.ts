import type { Integrations } from '../../integrations';
import {
  CARD_PAYMENT_GRACE_MS,
  CARD_PAYMENT_RECOVERY_MS,
  openCardPayments,
  recoverLostCardPayment,
} from '../card-payments/recover-lost-card-payment';
import { activeTaxRates } from '../promotions/tax';
import type { SettlementDeps } from '../settlement/settle-payment';
import { expiringCards, warnExpiringCard } from './card-expiry-notices';
import { applyDueDowngrade, dueDowngrades } from './due-downgrades';
import { forEachDue, forEachDueBatch } from './due-items';
import { dueEndings, endPurchase } from './endings';
import {
  CARD_RENEWAL_GRACE_MS,
  openCardRenewals,
  openCardUpgrades,
  reconcileCardRenewal,
  reconcileCardUpgrade,
} from './open-card-renewals';
import { OPERATOR_PAYMENT_GRACE_MS, openOperatorPayments, reconcileOperatorPayment } from './open-operator-payments';
import { followUpOperatorRenewal, openOperatorRenewals } from './open-renewals';
import { OPEN_UPGRADE_GRACE_MS, openUpgrades, settleOpenUpgrade } from './open-upgrades';
import { duePauses, dueResumes, pauseAccess, resumeOnDate } from './pauses';
import { applyPriceChange, duePriceChanges } from './price-changes';
import { dueReminders, sendReminders } from './reminders';
import type { RenewalTally } from './renewal-state';
import { dueRenewals, renewSubscription } from './renewals';
import { dueTerminations, endConnection } from './terminations';
import { PROVISIONING_GRACE_MS, provisionAgain, waitingProvisionings } from './waiting-provisionings';

/** What one sweep did. A second sweep for the same date finds nothing left to do. */
export interface SweepCounts {
  /** Dated prices of purchase options (console) whose day has come: applied before anything is charged. */
  priceChangesApplied: number;
  downgradesApplied: number;
  /** Downgrades whose package had ended or is no longer offered to the connection. */
  downgradesCancelled: number;
  /** Subscription periods renewed (bill lines written, or operator / card charges accepted). */
  renewals: number;
  renewalsFailed: number;
  /**
   * Operator renewals the operator has not settled yet, and card renewal charges that gave no answer
   * or the gateway has not decided; the next sweep asks about them again.
   */
  renewalsPending: number;
  connectionsSuspended: number;
  /** Paused subscriptions whose paid period ended, their access taken off (decision 0070). */
  pausesApplied: number;
  /** Paused subscriptions whose resume day came, renewed by the renewal step that follows. */
  pausesResumed: number;
  /** Unsubscribed and one-off purchases whose access ended. */
  purchasesEnded: number;
  /** Connections pending termination that reached their date. */
  connectionsEnded: number;
  /** Purchase and gift voucher payments left PENDING with the operator that it has now settled. */
  operatorPaymentsSettled: number;
  /** Such payments the operator has still not settled; the next sweep asks again. */
  operatorPaymentsPending: number;
  /** Card payments whose notification never came, settled from the gateway's Retrieval API. */
  cardPaymentsRecovered: number;
  /**
   * Upgrades whose charge was settled late (decision 0056): a card charge whose answer was lost, asked
   * about by order id, or one whose request died once its charge was over; applied or dropped.
   */
  upgradesSettled: number;
  /** Card upgrade charges the gateway has still not decided; the next sweep asks again. */
  upgradesPending: number;
  /** Paid purchases left waiting for the TV platform that it has now provisioned. */
  provisioningsCompleted: number;
  /** Such purchases the platform still has not provisioned; the next sweep asks again. */
  provisioningsPending: number;
  /** Subscribers told that the card their subscriptions renew on expires within seven days. */
  cardExpiriesWarned: number;
  /**
   * Reminders dealt with, once each (decision 0066): subscriptions renewing within three days, and
   * one-off or unsubscribed purchases ending within three days. Counted when recorded, whether the
   * subscriber takes them by SMS, e-mail, both or neither (`reminderSms` and `reminderEmails` count what went out).
   */
  renewalReminders: number;
  expiryReminders: number;
  /** Reminder messages queued, by SMS and by e-mail. */
  reminderSms: number;
  reminderEmails: number;
  /** Items that could not be processed; they stay due for the next sweep. */
  errors: number;
  /** How long each step took, in seconds, by the name its failures are reported under (issue 30). */
  stepSeconds: Record<string, number>;
}

/** What the sweep works with; the settlements it makes (a payment the operator settled late) need all of it. */
export interface SweepContext extends SettlementDeps {
  integrations: Integrations;
  /** Days after a period's end on which a refused renewal is tried again (RENEWAL_RETRY_DAYS). */
  renewalRetryDays: readonly number[];
}

export interface SweepOptions {
  /** Told about each item that failed; the sweep goes on with the rest. */
  onError?: (error: unknown, item: { step: string; id: string }) => void;
}

/**
 * Applies what time has made due as of a date (DESIGN.md section 6 "Lifecycle in time"), in order:
 * dated purchase option prices (console, decision 0060), downgrades due on their change date, operator renewals left unsettled by an earlier sweep, card
 * renewal and upgrade charges left unanswered for over five minutes (asked about by order id), renewals
 * of subscriptions whose period is over (after paused ones whose day has come are resumed, and access
 * is taken off those paused whose paid period is over, decision 0070), the end of
 * unsubscribed and one-off purchases whose access is over, connections whose termination date has
 * come, reminders of renewals and ends within three days (once each, decision 0066), purchase, gift
 * voucher and upgrade payments the operator has left PENDING for over five minutes,
 * upgrades whose request died once their charge was over, and paid
 * purchases the TV platform has left PENDING for as long. Each item runs in its own short transaction on a row locked with SKIP LOCKED and checked again
 * after locking, so sweeps in several api processes never do the same work twice.
 */
export async function runLifecycleSweep(
  context: SweepContext,
  asOf: string,
  options: SweepOptions = {},
): Promise<SweepCounts> {
  const { db, integrations } = context;
  const dunning = {
    retryDays: context.renewalRetryDays,
    publicUrl: context.publicUrl,
    sms: integrations.sms,
    email: integrations.email,
  };
  const counts: SweepCounts = {
    priceChangesApplied: 0,
    downgradesApplied: 0,
    downgradesCancelled: 0,
    renewals: 0,
    renewalsFailed: 0,
    renewalsPending: 0,
    connectionsSuspended: 0,
    pausesApplied: 0,
    pausesResumed: 0,
    purchasesEnded: 0,
    connectionsEnded: 0,
    operatorPaymentsSettled: 0,
    cardPaymentsRecovered: 0,
    upgradesSettled: 0,
    upgradesPending: 0,
    operatorPaymentsPending: 0,
    provisioningsCompleted: 0,
    provisioningsPending: 0,
    cardExpiriesWarned: 0,
    renewalReminders: 0,
    expiryReminders: 0,
    reminderSms: 0,
    reminderEmails: 0,
    errors: 0,
    stepSeconds: {},
  };
  const step = async (name: string, work: (onError: (error: unknown, id: string) => void) => Promise<void>) => {
    const started = performance.now();
    await work((error, id) => {
      counts.errors += 1;
      options.onError?.(error, { step: name, id });
    });
    counts.stepSeconds[name] = (counts.stepSeconds[name] ?? 0) + (performance.now() - started) / 1000;
  };
  const addRenewals = (tally: RenewalTally) => {
    counts.renewals += tally.renewed;
    counts.renewalsFailed += tally.failed;
    counts.renewalsPending += tally.pending;
    counts.connectionsSuspended += tally.suspended;
  };

  // First: the day's prices are what downgrades quote and renewals charge.
  await step('price change', (onError) =>
    forEachDue(
      duePriceChanges(db, asOf),
      async (id) => {
        if (await applyPriceChange(db, id, asOf)) counts.priceChangesApplied += 1;
      },
      onError,
    ),
  );

  await step('downgrade', (onError) =>
    forEachDue(
      (after, limit) => dueDowngrades(db, asOf, after, limit),
      async (id) => {
        const outcome = await applyDueDowngrade(db, integrations, id, asOf);
        if (outcome === 'applied') counts.downgradesApplied += 1;
        if (outcome === 'cancelled') counts.downgradesCancelled += 1;
      },
      onError,
    ),
  );

  await step('open renewal', (onError) =>
    forEachDue(
      (after, limit) => openOperatorRenewals(db, after, limit),
      async (id) => addRenewals(await followUpOperatorRenewal(db, integrations, id, dunning)),
      onError,
    ),
  );

  // By the clock, not asOf: how long a charge has gone unanswered is real time.
  const chargedBefore = new Date(Date.now() - CARD_RENEWAL_GRACE_MS);
  await step('open card renewal', (onError) =>
    forEachDue(
      (after, limit) => openCardRenewals(db, chargedBefore, after, limit),
      async (id) => addRenewals(await reconcileCardRenewal(db, integrations, id, dunning)),
      onError,
    ),
  );
  await step('open card upgrade', (onError) =>
    forEachDue(
      (after, limit) => openCardUpgrades(db, chargedBefore, after, limit),
      async (id) => {
        const outcome = await reconcileCardUpgrade(context, id);
        if (outcome === 'settled') counts.upgradesSettled += 1;
        if (outcome === 'pending') counts.upgradesPending += 1;
      },
      onError,
    ),
  );

  const now = Date.now();
  await step('open card payment', (onError) =>
    forEachDue(
      (after, limit) =>
        openCardPayments(
          db,
          {
            after: new Date(now - CARD_PAYMENT_GRACE_MS - CARD_PAYMENT_RECOVERY_MS),
            before: new Date(now - CARD_PAYMENT_GRACE_MS),
          },
          after,
          limit,
        ),
      async (id) => {
        if ((await recoverLostCardPayment({ ...context, gateway: integrations.cardGateway }, id)) === 'paid') {
          counts.cardPaymentsRecovered += 1;
        }
      },
      onError,
    ),
  );

  await step('card expiry', (onError) =>
    forEachDue(
      (after, limit) => expiringCards(db, asOf, after, limit),
      async (id) => {
        if (await warnExpiringCard(db, dunning, id)) counts.cardExpiriesWarned += 1;
      },
      onError,
    ),
  );

  // The rates in force on the sweep's day (decision 0060), from its start in Sri Lanka (UTC+05:30, no DST).
  const rates = await activeTaxRates(db, new Date(`${asOf}T00:00:00+05:30`));
  // Before renewals: a subscription resumed today is renewed (charged) by them in this sweep.
  await step('resume', (onError) =>
    forEachDue(
      dueResumes(db, asOf),
      async (id) => {
        if (await resumeOnDate(db, integrations, id, asOf)) counts.pausesResumed += 1;
      },
      onError,
    ),
  );
  await step('pause', (onError) =>
    forEachDue(
      duePauses(db, asOf),
      async (id) => {
        if (await pauseAccess(db, integrations.jobQueue, id, asOf)) counts.pausesApplied += 1;
      },
      onError,
    ),
  );

  await step('renewal', (onError) =>
    forEachDue(
      dueRenewals(db, asOf),
      async (id) => addRenewals(await renewSubscription(db, integrations, id, asOf, rates, dunning)),
      onError,
    ),
  );

  await step('ending', (onError) =>
    forEachDue(
      dueEndings(db, asOf),
      async (id) => {
        if (await endPurchase(db, integrations.jobQueue, id, asOf)) counts.purchasesEnded += 1;
      },
      onError,
    ),
  );

  await step('termination', (onError) =>
    forEachDue(
      (after, limit) => dueTerminations(db, asOf, after, limit),
      async (id) => {
        if (await endConnection(db, integrations.jobQueue, id, asOf)) counts.connectionsEnded += 1;
      },
      onError,
    ),
  );

  // After renewals and endings, so a period renewed or ended today is not reminded of.
  for (const kind of ['renewal', 'expiry'] as const) {
    await step(`${kind} reminder`, (onError) =>
      forEachDueBatch(
        dueReminders(db, kind, asOf),
        async (ids) => {
          for (const sent of await sendReminders(db, dunning, kind, ids, asOf)) {
            counts[kind === 'renewal' ? 'renewalReminders' : 'expiryReminders'] += 1;
            if (sent.sms) counts.reminderSms += 1;
            if (sent.email) counts.reminderEmails += 1;
          }
        },
        onError,
      ),
    );
  }

  // By the clock, not asOf: how long a payment has waited on the operator is real time.
  const openedBefore = new Date(Date.now() - OPERATOR_PAYMENT_GRACE_MS);
  await step('operator payment', (onError) =>
    forEachDue(
      (after, limit) => openOperatorPayments(db, openedBefore, after, limit),
      async (id) => {
        const outcome = await reconcileOperatorPayment(context, id);
        if (outcome === 'settled') counts.operatorPaymentsSettled += 1;
        if (outcome === 'pending') counts.operatorPaymentsPending += 1;
      },
      onError,
    ),
  );

  // Likewise by the clock: upgrades their request left waiting although their charge is over.
  const requestedBefore = new Date(Date.now() - OPEN_UPGRADE_GRACE_MS);
  await step('open upgrade', (onError) =>
    forEachDue(
      (after, limit) => openUpgrades(db, requestedBefore, after, limit),
      async (id) => {
        if ((await settleOpenUpgrade(context, id)) === 'settled') counts.upgradesSettled += 1;
      },
      onError,
    ),
  );

  // Likewise by the clock: paid purchases the platform has not confirmed for five minutes.
  const changedBefore = new Date(Date.now() - PROVISIONING_GRACE_MS);
  await step('provisioning', (onError) =>
    forEachDue(
      (after, limit) => waitingProvisionings(db, changedBefore, after, limit),
      async (id) => {
        const outcome = await provisionAgain(context, id, changedBefore);
        if (outcome === 'completed') counts.provisioningsCompleted += 1;
        if (outcome === 'pending') counts.provisioningsPending += 1;
      },
      onError,
    ),
  );

  return counts;
}
