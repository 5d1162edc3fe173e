import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { accountDetailsQueryOptions } from '@/shared/account/api/get-account-details';
import {
  allowedSecondaryPackagesQueryOptions,
  currentBasePackage,
} from '@/shared/account/api/get-allowed-secondary-packages';
import { useSelectedConnectionDetails } from '@/shared/account/use-selected-connection-details';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session';
import { Alert } from '@/shared/ui/alert';
import { Spinner } from '@/shared/ui/spinner';
import { canUnsubscribeConnection } from '../model/connection-rules';
import { ChangePinButton } from './change-pin-button';
import { ConnectionInfo } from './connection-info';
import styles from './profile.module.css';
import { ProfileTabs } from './profile-tabs';
import { UnsubscribeConnectionButton } from './unsubscribe-connection-button';

/** /profile (spec 002 section 2.2): who is logged in, the selected connection, and its six tabs. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const account = useQuery({ ...accountDetailsQueryOptions(), enabled: loggedIn });
  const details = useSelectedConnectionDetails();
  const conid = details.data?.connectionId ?? '';
  const packages = useQuery({ ...allowedSecondaryPackagesQueryOptions(conid), enabled: conid !== '' });

  if (!loggedIn) return <Navigate to="/login" replace />;
  const basePackage = packages.data ? currentBasePackage(packages.data) : null;
  const error = account.error ?? packages.error;

  return (
    <div className={styles.page}>
      <title>{t('profilePage.title')}</title>
      <header className={styles.header}>
        <div>
          <h1 className={styles.heading}>
            {account.data ? `${account.data.firstName} ${account.data.lastName}` : t('profilePage.heading')}
          </h1>
          {account.data && (
            <p className={styles.muted}>
              {t('profilePage.username')}: {account.data.username}
            </p>
          )}
        </div>
        {details.data && packages.isSuccess && (
          <div className={styles.actions}>
            <ChangePinButton connectionId={conid} />
            {canUnsubscribeConnection(details.data, basePackage) && (
              <UnsubscribeConnectionButton details={details.data} />
            )}
            {details.data.unsubscribeBlockedUntil && (
              <p className={styles.muted}>
                {t('packageChange.unsubscribeBlocked', { date: details.data.unsubscribeBlockedUntil })}
              </p>
            )}
          </div>
        )}
      </header>
      {error && <Alert>{errorMessage(error)}</Alert>}
      {(details.isPending || packages.isPending) && <Spinner />}
      {details.data && packages.isSuccess && (
        <>
          <ConnectionInfo details={details.data} />
          <ProfileTabs details={details.data} basePackage={basePackage} />
        </>
      )}
    </div>
  );
}
