import { Navigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session';
import { DevicesContent } from './devices-content';

/** '/screens': the connection's devices. Visitors have none, so they are asked to log in. */
export function DevicesPage() {
  const { t } = useTranslation();
  const { loggedIn, connection } = useSession();
  if (!loggedIn) return <Navigate to="/login" replace />;
  if (!connection) return <Navigate to="/" replace />;
  return (
    <>
      <title>{t('packages.devices.title')}</title>
      <h1>{t('packages.devices.heading')}</h1>
      <DevicesContent conid={connection.id} />
    </>
  );
}
