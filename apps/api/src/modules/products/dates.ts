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
