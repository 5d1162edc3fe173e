import { formatIsoDate } from '@/shared/format/date';

export interface DateRange {
  /** YYYY-MM-DD */
  start: string;
  /** YYYY-MM-DD; '' while the subscriber has cleared it. */
  end: string;
}

/** The first of the current month to today, in Sri Lanka (spec 002 section 5). */
export function defaultDateRange(now: Date = new Date()): DateRange {
  const today = formatIsoDate(now);
  return { start: `${today.slice(0, 8)}01`, end: today };
}

/** The day after a YYYY-MM-DD date; calendar arithmetic in UTC so no zone can shift it. */
export function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The api's end is exclusive, so it is sent the chosen end date plus one day. */
export function purchaseQueryDates(range: DateRange): { start: string; end: string } {
  return { start: range.start, end: nextDay(range.end) };
}
