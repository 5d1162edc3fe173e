import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { Alert } from '@/shared/ui/alert';
import { DataQuota } from '@/shared/ui/data-quota';
import { Spinner } from '@/shared/ui/spinner';
import { primaryDataBundleQueryOptions } from '../api/get-primary-data-bundle';
import styles from './panels.module.css';

/** The side panel of a broadband connection: the data bundle its package brings, and all data bundles. */
export function DataBundlePanel({ conId }: { conId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useQuery(primaryDataBundleQueryOptions(conId));
  const bundle = query.data?.dataBundle;
  return (
    <aside aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.heading}>
        {t('landing.dataBundle.heading')}
      </h2>
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
          <p>{t('landing.dataBundle.none')}</p>
        ))}
      <Link to="/databundles" className={styles.action}>
        {t('landing.dataBundle.all')}
      </Link>
    </aside>
  );
}
