import type { ProductSummary } from '@selfcare/contracts';

/** The months a subscription may be paused for; the server checks the same. */
export const PAUSE_CHOICES = [1, 2, 3] as const;
export type PauseChoice = (typeof PAUSE_CHOICES)[number];

/**
 * The day a pause of `months` from a paid period ending `billingEndDate` resumes, as the api counts it:
 * calendar months, the 31st plus one month landing on the month's last day.
 */
export function resumeDate(billingEndDate: string, months: number): string {
  const [year = 0, month = 1, day = 1] = billingEndDate.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * Whether a page offers PAUSE: a running monthly subscription bought on its own, a base package only
 * where the operator allows it (`pauseAllowed`, decision 0074), not paused already. The server checks
 * it again.
 */
export function canPause(product: ProductSummary): boolean {
  const option = product.purchaseOption;
  return (
    product.purchaseStatus === 'PURCHASE_COMPLETE' &&
    product.paymentStatus !== 'PENDING' &&
    !product.isBundled &&
    product.purchaseId !== null &&
    product.billingEndDate !== null &&
    // Set for what ends with its period: a one-off held although the page's default option is monthly.
    product.daysRemainingToExpire === null &&
    (product.productTypeTypeName !== 'package' || product.pauseAllowed === true) &&
    option?.purchaseType === 'PURCHASE_TYPE_SUBSCRIPTION' &&
    option.utilization.utilizationPeriodUnit === 'MONTHS' &&
    option.utilization.utilizationPeriod === 1 &&
    !product.pausedUntil
  );
}
