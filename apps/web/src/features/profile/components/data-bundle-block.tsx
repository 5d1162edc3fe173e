import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { Alert } from '@/shared/ui/alert';
import { DataQuota } from '@/shared/ui/data-quota';
import { Spinner } from '@/shared/ui/spinner';
import { primaryDataBundleQueryOptions } from '../api/get-primary-data-bundle';
import styles from './profile.module.css';

/** A broadband connection's data bundle, with UPGRADE to all data bundles. */
export function DataBundleBlock({ connectionId }: { connectionId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useQuery(primaryDataBundleQueryOptions(connectionId));
  const bundle = query.data?.dataBundle;
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h3 id={headingId} className={styles.panelHeading}>
        {t('profilePage.content.dataBundle')}
      </h3>
      {query.isPending && <Spinner />}
      {query.isError && <Alert>{errorMessage(query.error)}</Alert>}
      {query.isSuccess &&
        (bundle ? (
          <>
            <p className={styles.name}>{bundle.name}</p>
            {bundle.dataQuota !== null && (
              <p>
                <DataQuota quota={bundle.dataQuota} />
              </p>
            )}
          </>
        ) : (
          <p>{t('profilePage.content.noDataBundle')}</p>
        ))}
      <Link to="/databundles" className={styles.action} aria-label={t('profilePage.content.upgradeDataBundle')}>
        {t('profilePage.content.upgrade')}
      </Link>
    </section>
  );
}
