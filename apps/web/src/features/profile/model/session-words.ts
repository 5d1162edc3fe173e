import type { AccountSession, UiLanguage } from '@selfcare/contracts';
import { TIME_ZONE } from '@/shared/config/constants';
import { formatDate } from '@/shared/format/date';

/** 'Chrome on Windows', or whichever half the browser's User-Agent named; null when neither. */
export function sessionDevice(session: Pick<AccountSession, 'browser' | 'system'>): string | null {
  if (session.browser && session.system) return `${session.browser} / ${session.system}`;
  return session.browser ?? session.system;
}

/** A country code named in the viewer's language ('LK' -> 'Sri Lanka', 'ශ්‍රී ලංකාව', 'இலங்கை'). */
export function placeName(country: string, language: UiLanguage): string {
  try {
    return new Intl.DisplayNames([`${language}-LK`, 'en'], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

const timeOfDay = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });

/** The date as the portal writes dates, and the time of day in Sri Lanka: '28/11/2026 14:05'. */
export function formatDateTime(instant: string, language: UiLanguage): string {
  return `${formatDate(instant, language)} ${timeOfDay.format(new Date(instant))}`;
}
