import type { UiLanguage } from '@selfcare/contracts';
import { TIME_ZONE } from '@/shared/config/constants';
import { currentLanguage } from '@/shared/i18n/i18n';
import { perLanguage } from './locale';

const calendarDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface CalendarDate {
  year: string;
  month: string;
  day: string;
}

/**
 * A date-only string ('2025-03-01') is already a calendar date and must not shift with a time zone;
 * anything else is an instant, read as the date it is in Sri Lanka at that moment.
 */
function toCalendarDate(input: Date | string): CalendarDate {
  if (typeof input === 'string') {
    const match = DATE_ONLY.exec(input);
    if (match?.[1] && match[2] && match[3]) return { year: match[1], month: match[2], day: match[3] };
  }
  const parts = calendarDate.formatToParts(typeof input === 'string' ? new Date(input) : input);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** A calendar date in a language's numeric form; the date is already Sri Lanka's, so read in UTC. */
const numericDateIn = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/**
 * A date shown to subscribers: in English 'DD/MM/YYYY', the format the spec uses; in Sinhala and Tamil
 * the language's own numeric form in Sri Lanka ('2025-03-07', '07/03/2025').
 */
export function formatDate(input: Date | string, language: UiLanguage = currentLanguage()): string {
  const { year, month, day } = toCalendarDate(input);
  if (language === 'en') return `${day}/${month}/${year}`;
  return numericDateIn(language).format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
}

/** 'YYYY-MM-DD', the format the api takes in queries. */
export function formatIsoDate(input: Date | string): string {
  const { year, month, day } = toCalendarDate(input);
  return `${year}-${month}-${day}`;
}

/** The current year in Sri Lanka (the footer's copyright year). */
export function currentYear(now: Date = new Date()): number {
  return Number(toCalendarDate(now).year);
}
