import type { ConnectionDetails } from '@selfcare/contracts';
import { formatDate } from '@/shared/format/date';
import type { TFunction } from '@/shared/i18n/translator';
import styles from './landing-page.module.css';

/**
 * The text of the landing notice for an unsubscribed or terminating connection (spec 000 section 4), or
 * null. A suspended connection gets the reactivation feature's suspended screen instead.
 */
export function connectionStatusText(
  t: TFunction,
  details: Pick<ConnectionDetails, 'status' | 'pendingTerminationDate'>,
): string | null {
  switch (details.status) {
    case 'pending_terminated':
      return details.pendingTerminationDate
        ? t('landing.status.terminating', { date: formatDate(details.pendingTerminationDate) })
        : t('landing.status.unsubscribed');
    case 'unsubscribed':
      return t('landing.status.unsubscribed');
    default:
      return null;
  }
}

export function ConnectionStatusNotice({ text }: { text: string }) {
  return (
    <p role="status" className={styles.notice}>
      {text}
    </p>
  );
}
