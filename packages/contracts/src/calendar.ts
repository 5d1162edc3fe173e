/**
 * The subscriber's calendar: Sri Lanka keeps UTC+05:30 all year (no daylight saving since 2006), so a
 * Sri Lanka day is a fixed span of UTC and needs no time-zone data.
 */
export const SRI_LANKA_UTC_OFFSET = '+05:30';
const OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The date it is in Sri Lanka at `instant`, 'YYYY-MM-DD'. */
export function sriLankaDate(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Sri Lanka day ('YYYY-MM-DD') begins. */
export function sriLankaDayStart(date: string): Date {
  return new Date(`${date}T00:00:00${SRI_LANKA_UTC_OFFSET}`);
}

/** The calendar day after a 'YYYY-MM-DD' date. */
export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}
