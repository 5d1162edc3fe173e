import { type ConnectionDetails, ConnectionType } from '@selfcare/contracts';
import type { TFunction } from 'i18next';
import { formatDate } from '@/shared/format/date';
import styles from './landing-page.module.css';

/** Prepaid and mobile-billed connections reactivate on a screen of their own, not by paying a bill. */
function paysTheBill(connectionType: ConnectionDetails['connectionType']): boolean {
  return connectionType !== ConnectionType.prepaidCard && connectionType !== ConnectionType.mobileOperator;
}

/** The text of the landing notice for a connection that is not active (spec 000 section 4), or null. */
export function connectionStatusText(
  t: TFunction,
  details: Pick<ConnectionDetails, 'status' | 'connectionType' | 'pendingTerminationDate'>,
): string | null {
  switch (details.status) {
    case 'pending_terminated':
      return details.pendingTerminationDate
        ? t('landing.status.terminating', { date: formatDate(details.pendingTerminationDate) })
        : t('landing.status.unsubscribed');
    case 'unsubscribed':
      return t('landing.status.unsubscribed');
    case 'suspended':
      return paysTheBill(details.connectionType) ? t('landing.status.suspended') : t('landing.status.suspendedPrepaid');
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
