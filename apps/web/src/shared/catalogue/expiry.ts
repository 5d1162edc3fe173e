import { formatDate } from '@/shared/format/date';
import type { TFunction } from '@/shared/i18n/translator';

/** The badge appears at 30 days or fewer and turns red at 3 or fewer (spec 001 section 9). */
export const EXPIRY_BADGE_MAX_DAYS = 30;
export const EXPIRY_URGENT_MAX_DAYS = 3;

export interface ExpiryBadgeInfo {
  /** 'urgent' is the red badge, 'notice' the blue one. */
  tone: 'urgent' | 'notice';
  text: string;
}

/**
 * The days-to-expire badge, or null when none is shown (more than 30 days left, or no expiry at all).
 * The spec's wording is singular at 1 day or fewer, so 0 reads '0 day to expire'.
 */
export function expiryBadge(t: TFunction, daysRemaining: number | null | undefined): ExpiryBadgeInfo | null {
  if (daysRemaining === null || daysRemaining === undefined || daysRemaining > EXPIRY_BADGE_MAX_DAYS) return null;
  return {
    tone: daysRemaining <= EXPIRY_URGENT_MAX_DAYS ? 'urgent' : 'notice',
    text:
      daysRemaining <= 1
        ? t('catalogue.expiry.day', { n: daysRemaining })
        : t('catalogue.expiry.days', { n: daysRemaining }),
  };
}

/** 'You can enjoy this till DD/MM/YYYY'. */
export function expiryDateText(t: TFunction, date: Date | string): string {
  return t('catalogue.expiry.enjoyTill', { date: formatDate(date) });
}
