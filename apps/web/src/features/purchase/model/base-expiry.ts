import type { PurchaseOption, PurchaseState, Utilization } from '@selfcare/contracts';
import { addCalendarPeriod } from '@/shared/catalogue/calendar-period';

/** What the base package's purchase says about its end: its billing end, and whether it ends there. */
export type BasePackageTerm = Pick<PurchaseState, 'billingEndDate' | 'daysRemainingToExpire'>;

/** 'YYYY-MM-DD' one utilization period after `date`; the 31st plus a month is the month's last day, as the api counts. */
export function addUtilization(date: string, { utilizationPeriod, utilizationPeriodUnit }: Utilization): string {
  return addCalendarPeriod(date, utilizationPeriod, utilizationPeriodUnit);
}

/**
 * The base package's end date ('YYYY-MM-DD') when a one-off option bought `today` would run past it, else
 * null (spec 001 section 5: 'This content will be accessible only till the expiry of your base package
 * on {date}'). Only a base package that ends (a one-off one, or one being unsubscribed: the api gives
 * those a daysRemainingToExpire) has an expiry; a subscription renews, and so does a subscription option.
 */
export function baseExpiryDate(
  option: Pick<PurchaseOption, 'purchaseType' | 'utilization'>,
  basePackage: BasePackageTerm | null,
  today: string,
): string | null {
  if (option.purchaseType !== 'PURCHASE_TYPE_TRANSACTIONAL') return null;
  if (!basePackage?.billingEndDate || basePackage.daysRemainingToExpire === null) return null;
  return addUtilization(today, option.utilization) > basePackage.billingEndDate ? basePackage.billingEndDate : null;
}
