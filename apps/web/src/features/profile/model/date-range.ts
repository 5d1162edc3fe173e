import { MAX_PURCHASE_RANGE_DAYS, nextDate } from '@selfcare/contracts';
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

/** The api's end is exclusive, so it is sent the chosen end date plus one day. */
export function purchaseQueryDates(range: DateRange): { start: string; end: string } {
  return { start: range.start, end: nextDate(range.end) };
}

export interface DateRangeProblem {
  field: 'start' | 'end';
  message:
    | 'profile.startDateRequired'
    | 'profile.endDateRequired'
    | 'profile.endAfterToday'
    | 'profile.dateOrder'
    | 'profile.rangeTooLong';
}

const DAY_MS = 86_400_000;

/**
 * What keeps a period from being asked for, and the field to say it on; null when it can be. The
 * date inputs' min and max only bound their pickers: a typed date is checked here, with the api's own
 * rules and messages (today is the latest end, spec 002 section 5), so nothing is sent for it.
 */
export function dateRangeProblem({ start, end }: DateRange, today: string): DateRangeProblem | null {
  if (start === '') return { field: 'start', message: 'profile.startDateRequired' };
  if (end === '') return { field: 'end', message: 'profile.endDateRequired' };
  if (end > today) return { field: 'end', message: 'profile.endAfterToday' };
  if (start > end) return { field: 'start', message: 'profile.dateOrder' };
  const days = (Date.parse(nextDate(end)) - Date.parse(start)) / DAY_MS;
  if (days > MAX_PURCHASE_RANGE_DAYS) return { field: 'end', message: 'profile.rangeTooLong' };
  return null;
}
