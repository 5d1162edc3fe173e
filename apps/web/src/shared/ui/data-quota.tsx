import { useTranslation } from 'react-i18next';
import { dataQuotaText } from '@/shared/catalogue/data-quota';

/** 'Unlimited Data' for a quota of -1, else '{n} GB'. */
export function DataQuota({ quota }: { quota: number }) {
  const { t } = useTranslation();
  return <span>{dataQuotaText(t, quota)}</span>;
}
