import { useTranslation } from '@/shared/i18n/use-translation';
import type { ScheduledDowngrade } from '../model/package-change';
import styles from './pending-downgrade-notice.module.css';

/** Spec 001 section 4: a pending downgrade shows the scheduled package's name and its change date. */
export function PendingDowngradeNotice({ downgrade }: { downgrade: ScheduledDowngrade }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={styles.notice}>
      {t('packages.change.pending', { name: downgrade.name, date: downgrade.changeDate })}
    </p>
  );
}
