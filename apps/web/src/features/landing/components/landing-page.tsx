import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session';
import { ConnectionOverview } from './connection-overview';
import { Welcome } from './welcome';

export function LandingPage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  return (
    <>
      <title>{t('pageTitle.default')}</title>
      {loggedIn ? <ConnectionOverview /> : <Welcome />}
    </>
  );
}
