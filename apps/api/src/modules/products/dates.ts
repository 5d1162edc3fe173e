const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Calendar dates as 'YYYY-MM-DD' in UTC, the same calendar the billing dates are stored in, so "today"
 * and a billing end date compare without a time-zone shift.
 */
export function utcDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return utcDate(new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS));
}

/** Whole days from one date to a later one; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);
}

/** Calendar months; the 31st plus one month lands on the month's last day. */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return utcDate(target);
}

/** The date one utilization period after `date` (the next billing date). */
export function addPeriod(
  date: string,
  period: { utilizationPeriod: number; utilizationPeriodUnit: 'MONTHS' | 'DAYS' },
) {
  return period.utilizationPeriodUnit === 'MONTHS'
    ? addMonths(date, period.utilizationPeriod)
    : addDays(date, period.utilizationPeriod);
}
