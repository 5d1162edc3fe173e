import { dataQuotaText } from '@/shared/catalogue/data-quota';
import { useTranslation } from '@/shared/i18n/use-translation';

/** 'Unlimited Data' for a quota of -1, else '{n} GB'. */
export function DataQuota({ quota }: { quota: number }) {
  const { t } = useTranslation();
  return <span>{dataQuotaText(t, quota)}</span>;
}
