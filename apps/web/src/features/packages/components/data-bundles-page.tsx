import { Navigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session';
import { DataBundleList } from './data-bundle-list';

/** '/databundles': data bundles are sold to broadband connections only; everyone else goes home. */
export function DataBundlesPage() {
  const { t } = useTranslation();
  const { loggedIn, connection } = useSession();
  if (!loggedIn || !connection?.broadband) return <Navigate to="/" replace />;
  return (
    <>
      <title>{t('packages.dataBundles.title')}</title>
      <h1>{t('packages.dataBundles.heading')}</h1>
      <DataBundleList conid={connection.id} />
    </>
  );
}
