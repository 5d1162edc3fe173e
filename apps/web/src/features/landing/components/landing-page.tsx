import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session';
import { SubscriberLanding } from './subscriber-landing';
import { VisitorLanding } from './visitor-landing';

export function LandingPage() {
  const { t } = useTranslation();
  const { loggedIn, connection } = useSession();
  return (
    <>
      <title>{t('pageTitle.default')}</title>
      {!loggedIn && <VisitorLanding />}
      {loggedIn && connection && <SubscriberLanding />}
      {loggedIn && !connection && (
        <>
          <h1>{t('landing.heading')}</h1>
          <p>{t('landing.noConnection')}</p>
        </>
      )}
    </>
  );
}
