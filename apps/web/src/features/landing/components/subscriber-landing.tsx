import { SuspendedPanel } from '@/features/reactivation/components/suspended-panel';
import { useSelectedConnectionDetails } from '@/shared/account/use-selected-connection-details';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Spinner } from '@/shared/ui/spinner';
import { ActiveLanding } from './active-landing';
import { ConnectionStatusNotice, connectionStatusText } from './connection-status-notice';
import styles from './landing-page.module.css';

/**
 * A subscriber's landing for the selected connection. Its status decides what loads: the suspended
 * screen (reactivation) for a suspended connection, the termination notice for a terminating one, and
 * the full landing otherwise (spec 000 section 4).
 */
export function SubscriberLanding() {
  const { t } = useTranslation();
  const { data: details } = useSelectedConnectionDetails();
  if (!details) return <Spinner />;

  const notice = connectionStatusText(t, details);
  const loadsData = details.status !== 'suspended' && details.status !== 'pending_terminated';
  return (
    <>
      <div className={styles.intro}>
        <h1 className={styles.connectionName}>{details.name}</h1>
        <p className={styles.serviceType}>{details.serviceType}</p>
      </div>
      {details.status === 'suspended' && <SuspendedPanel key={details.connectionId} details={details} />}
      {notice && <ConnectionStatusNotice text={notice} />}
      {loadsData && <ActiveLanding key={details.connectionId} details={details} />}
    </>
  );
}
