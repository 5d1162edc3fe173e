import type { TFunction } from '@/shared/i18n/translator';

/** The api's quota value for a bundle without a data cap. */
export const UNLIMITED_DATA_QUOTA = -1;

/** 'Unlimited Data' for -1, else the quota in gigabytes ('50 GB'). */
export function dataQuotaText(t: TFunction, quota: number): string {
  return quota === UNLIMITED_DATA_QUOTA
    ? t('catalogue.dataQuota.unlimited')
    : t('catalogue.dataQuota.gigabytes', { n: quota });
}
