import { formatDate, formatIsoDate } from '@/shared/format/date';
import { formatAmount, formatWhole } from '@/shared/format/money';
import type { TFunction } from '@/shared/i18n/translator';
import { addCalendarPeriod } from './calendar-period';

/** One entry of a product's discount option group (spec 001 section 3), as far as the rules read it. */
export interface DiscountOption {
  discountLevel: 'PRODUCT' | 'USER';
  discountType: 'AMOUNT' | 'PERCENTAGE';
  value: number;
  /** Number of months or days the discount lasts; null for FOREVER. */
  duration: number | null;
  durationType: 'MONTHS' | 'DAYS' | 'FOREVER';
  start: string;
  /** When the offer ends (the spec's durationEnd or end); null when open-ended. */
  end: string | null;
}

type DiscountAmount = Pick<DiscountOption, 'discountType' | 'value'>;

function startTime(start: string): number {
  const time = Date.parse(start);
  // An unreadable start never wins over a readable one.
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/**
 * The discount to show, or null. Discounts show only when options exist and the purchase is not complete;
 * when a product-level and a user-level discount both exist the earlier start wins (spec 001 section 5).
 * That is applied to any number of options: the earliest start is shown, the first listed on a tie.
 */
export function selectDiscount<Option extends Pick<DiscountOption, 'start'>>(
  options: readonly Option[] | null | undefined,
  { purchaseComplete }: { purchaseComplete: boolean },
): Option | null {
  if (purchaseComplete || !options) return null;
  return options.reduce<Option | null>(
    (best, option) => (best === null || startTime(option.start) < startTime(best.start) ? option : best),
    null,
  );
}

/** Rupee amounts read '500' or '99.50' (whole amounts without cents, as badges are short). */
function formatDiscountValue({ discountType, value }: DiscountAmount): string {
  if (discountType === 'PERCENTAGE' || Number.isInteger(value)) return formatWhole(value);
  return formatAmount(value);
}

/** 'Rs.{value} OFF' / '{value}% OFF' on cards, 'Rs.{value}' / '{value}%' in modals. */
export function discountLabel(t: TFunction, discount: DiscountAmount, placement: 'card' | 'modal'): string {
  const value = formatDiscountValue(discount);
  if (discount.discountType === 'AMOUNT') {
    return placement === 'card'
      ? t('catalogue.discount.amountOff', { value })
      : t('catalogue.discount.amount', { value });
  }
  return placement === 'card'
    ? t('catalogue.discount.percentageOff', { value })
    : t('catalogue.discount.percentage', { value });
}

function forDurationUntil(t: TFunction, unit: 'MONTHS' | 'DAYS', n: number, date: string): string {
  if (unit === 'MONTHS') {
    return n === 1
      ? t('catalogue.discount.forMonthUntil', { n, date })
      : t('catalogue.discount.forMonthsUntil', { n, date });
  }
  return n === 1 ? t('catalogue.discount.forDayUntil', { n, date }) : t('catalogue.discount.forDaysUntil', { n, date });
}

/**
 * How long the discount lasts, in the spec's three wordings (spec 001 section 9): 'For {n} Month(s)/Day(s)
 * until {date}', the unit singular for exactly 1 and plural otherwise; 'Offer valid till {date}' for an
 * offer with an end but no duration; 'Forever'. The date after a duration is the offer's end; an offer
 * without one runs until the discount taken `today` (Sri Lanka, 'YYYY-MM-DD') runs out. Null when there
 * is nothing to say.
 */
export function discountValidityText(
  t: TFunction,
  { durationType, duration, end }: Pick<DiscountOption, 'durationType' | 'duration' | 'end'>,
  today: string = formatIsoDate(new Date()),
): string | null {
  if (durationType === 'FOREVER') return t('catalogue.discount.forever');
  if (duration !== null && duration > 0) {
    const until = end ?? addCalendarPeriod(today, duration, durationType);
    return forDurationUntil(t, durationType, duration, formatDate(until));
  }
  return end ? t('catalogue.discount.validTill', { date: formatDate(end) }) : null;
}

/** The price with the discount taken off, rounded to the cent and never below 0. */
export function priceAfterDiscount(price: number, { discountType, value }: DiscountAmount): number {
  const off = discountType === 'PERCENTAGE' ? (price * value) / 100 : value;
  return Math.max(0, Math.round((price - off) * 100) / 100);
}
