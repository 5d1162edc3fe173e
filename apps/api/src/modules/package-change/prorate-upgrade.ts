import { centsOf } from '../../lib/refund-amount';
import { addPeriod, daysBetween } from '../products/dates';
import { applyTaxes } from '../promotions/tax';

type TaxRates = Parameters<typeof applyTaxes>[1];

/** A package's paid period: from its first day to its billing end date, the day its renewal charges the next. */
export interface BillingPeriod {
  start: string;
  end: string;
}

/** What an upgrade charges now for the rest of the paid period (decision 0056). */
export interface UpgradeProration {
  /** Before taxes, in rupees. */
  amount: number;
  taxAmount: number;
  /** What is charged now: amount plus taxAmount. */
  charged: number;
  /** Days of the period from today (counted) to its billing end date (not counted: it starts the next period). */
  remainingDays: number;
  periodDays: number;
}

/**
 * The current package's paid period. A period a purchase or renewal started is one utilization period
 * from its billing start date to its billing end date. A package that came through a change mid-period
 * (an earlier upgrade) keeps the period it carried over, so its period is the one utilization period
 * that ends on its billing end date.
 */
export function currentPeriod(purchase: {
  billingStartDate: string;
  billingEndDate: string;
  utilizationPeriod: number;
  utilizationPeriodUnit: 'MONTHS' | 'DAYS';
}): BillingPeriod {
  const { billingStartDate: start, billingEndDate: end } = purchase;
  if (addPeriod(start, purchase) === end) return { start, end };
  return {
    start: addPeriod(end, { ...purchase, utilizationPeriod: -purchase.utilizationPeriod }),
    end,
  };
}

/**
 * The one place an upgrade's charge is computed. The difference of the two per-period prices (after
 * discounts, before taxes) and of the same prices with their taxes, each taxed as a purchase is
 * (applyTaxes), in whole cents; then each is multiplied by the days left of the period over its days
 * and rounded once to a cent. The taxes are what the charge has on top of the amount. No difference,
 * or no day left (the renewal day itself, when the renewal charges the new price anyway): nothing is
 * charged.
 */
export function prorateUpgrade(input: {
  currentPrice: number;
  newPrice: number;
  rates: TaxRates;
  period: BillingPeriod;
  today: string;
}): UpgradeProration {
  const periodDays = daysBetween(input.period.start, input.period.end);
  const remainingDays = Math.min(periodDays, Math.max(0, daysBetween(input.today, input.period.end)));
  const amountDiff = centsOf(input.newPrice) - centsOf(input.currentPrice);
  const chargedDiff =
    centsOf(applyTaxes(input.newPrice, input.rates).taxedPrice) -
    centsOf(applyTaxes(input.currentPrice, input.rates).taxedPrice);
  if (amountDiff <= 0 || remainingDays === 0) {
    return { amount: 0, taxAmount: 0, charged: 0, remainingDays, periodDays };
  }
  const amountCents = Math.round((amountDiff * remainingDays) / periodDays);
  const chargedCents = Math.round((chargedDiff * remainingDays) / periodDays);
  return {
    amount: amountCents / 100,
    taxAmount: (chargedCents - amountCents) / 100,
    charged: chargedCents / 100,
    remainingDays,
    periodDays,
  };
}
