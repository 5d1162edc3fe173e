import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { accountDetailsQueryOptions } from '@/shared/account/api/get-account-details';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session';
import { LazyConnectionSelector } from './lazy-connection-selector';
import styles from './narrow-account-panel.module.css';

/** On phones the top bar has no room, so the menu carries the account name, connection and service type. */
export function NarrowAccountPanel() {
  const { t } = useTranslation();
  const { connection } = useSession();
  const { data: account } = useQuery(accountDetailsQueryOptions());
  return (
    <div className={styles.panel}>
      {account && <p className={styles.name}>{`${account.firstName} ${account.lastName}`}</p>}
      <Suspense fallback={null}>
        <LazyConnectionSelector withAddAccount />
      </Suspense>
      {connection?.serviceType && (
        <p className={styles.serviceType}>{t('shell.serviceType', { serviceType: connection.serviceType })}</p>
      )}
    </div>
  );
}
