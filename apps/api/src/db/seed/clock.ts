const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Dates of the demo subscribers' activity, relative to the moment of seeding, so that a fresh database
 * always shows current subscriptions, soon-expiring rentals and a termination some days ahead. Catalogue
 * data uses fixed dates instead.
 */
export class SeedClock {
  constructor(readonly now: Date) {}

  daysAgo(days: number): Date {
    return new Date(this.now.getTime() - days * DAY_MS);
  }
}

/** 'YYYY-MM-DD' of an instant, in UTC. */
export function isoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60 * 1000);
}

/** Calendar months in UTC; the 31st plus one month lands on the month's last day. */
export function addMonths(instant: Date, months: number): Date {
  const result = new Date(instant.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** First day of the instant's month, 'YYYY-MM-01'. */
export function monthOf(instant: Date): string {
  return `${isoDate(instant).slice(0, 7)}-01`;
}

/** Midnight UTC at the start of a 'YYYY-MM-DD' date. */
export const startOfDay = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** The last second of a 'YYYY-MM-DD' date, UTC. */
export const endOfDay = (date: string) => new Date(`${date}T23:59:59.000Z`);
