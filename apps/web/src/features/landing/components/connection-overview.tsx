import { useTranslation } from 'react-i18next';
import { useSelectedConnectionDetails } from '@/shared/account/use-selected-connection-details';
import { useSession } from '@/shared/session/session';
import { Spinner } from '@/shared/ui/spinner';
import styles from './landing-page.module.css';

/** The selected connection at a glance; the full landing page replaces this. */
export function ConnectionOverview() {
  const { t } = useTranslation();
  const { connection } = useSession();
  const { data: details } = useSelectedConnectionDetails();

  if (!connection) {
    return (
      <>
        <h1>{t('landing.connectionTitle')}</h1>
        <p>{t('landing.noConnection')}</p>
      </>
    );
  }

  const notSet = t('landing.notSet');
  return (
    <>
      <h1>{t('landing.connectionTitle')}</h1>
      {details ? (
        <dl className={styles.details}>
          <dt>{t('landing.name')}</dt>
          <dd>{details.name}</dd>
          <dt>{t('landing.serviceType')}</dt>
          <dd>{details.serviceType}</dd>
          <dt>{t('landing.status')}</dt>
          <dd>{t(`connectionStatus.${details.status}`)}</dd>
          <dt>{t('landing.telephone')}</dt>
          <dd>{details.telephoneNumber ?? notSet}</dd>
          <dt>{t('landing.mobile')}</dt>
          <dd>{details.mobile ?? notSet}</dd>
          <dt>{t('landing.validationCode')}</dt>
          <dd>{details.validationCode}</dd>
        </dl>
      ) : (
        <Spinner />
      )}
    </>
  );
}
