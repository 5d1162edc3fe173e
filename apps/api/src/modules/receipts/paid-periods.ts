import { addPeriod, utcDate } from '../products/dates';

/** A purchase as its periods are worked out: its first day and its option's period, and where it stands now. */
export interface PeriodicPurchase {
  purchasedAt: Date;
  billingStartDate: string;
  billingEndDate: string | null;
  utilizationPeriod: number;
  utilizationPeriodUnit: 'MONTHS' | 'DAYS';
}

/** One paid payment of the purchase: what it paid for (a renewal, a reactivation or the purchase itself) and when. */
export interface PeriodPayment {
  id: string;
  paymentType: 'PURCHASE' | 'RENEWAL' | 'REACTIVATION' | 'UPGRADE';
  paidAt: Date;
}

export type Period = { start: string; end: string };

/**
 * The period each of a purchase's paid payments paid for, by payment id; `payments` oldest first. A
 * payment records no period of its own, so they are replayed as the server made them: the purchase's
 * first period starts on the day it was bought (write-purchase.ts), a renewal pays the period after the
 * one before it (lifecycle/renewal-state.ts), a reactivation a new period from the day it was paid
 * (settlement/reactivate-connection.ts), each one utilization period long, and an upgrade the rest of
 * the period from the day it was paid (decision 0056). The latest payment's period is the purchase's own
 * billing dates, which are authoritative (an upgrade's from its day).
 */
export function paidPeriods(purchase: PeriodicPurchase, payments: readonly PeriodPayment[]): Map<string, Period> {
  const periods = new Map<string, Period>();
  let previous: Period | null = null;
  for (const [index, payment] of payments.entries()) {
    const latest = index === payments.length - 1;
    let period: Period;
    if (latest && purchase.billingEndDate !== null) {
      const start = payment.paymentType === 'UPGRADE' ? utcDate(payment.paidAt) : purchase.billingStartDate;
      period = { start, end: purchase.billingEndDate };
    } else {
      const start: string =
        payment.paymentType === 'REACTIVATION' || payment.paymentType === 'UPGRADE'
          ? utcDate(payment.paidAt)
          : payment.paymentType === 'RENEWAL' && previous
            ? previous.end
            : utcDate(purchase.purchasedAt);
      period = { start, end: addPeriod(start, purchase) };
    }
    periods.set(payment.id, period);
    previous = period;
  }
  return periods;
}
