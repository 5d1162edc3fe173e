import { Suspense } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session';
import { lazyNamed } from '@/shared/ui/lazy-named';
import { Spinner } from '@/shared/ui/spinner';
import { VisitorLanding } from './visitor-landing';

/** A subscriber's landing (purchase, reactivation and package dialogs) is not downloaded for visitors. */
const SubscriberLanding = lazyNamed(() => import('./subscriber-landing'), 'SubscriberLanding');

export function LandingPage() {
  const { t } = useTranslation();
  const { loggedIn, connection } = useSession();
  return (
    <>
      <title>{t('pageTitle.default')}</title>
      {!loggedIn && <VisitorLanding />}
      {loggedIn && connection && (
        <Suspense fallback={<Spinner />}>
          <SubscriberLanding />
        </Suspense>
      )}
      {loggedIn && !connection && (
        <>
          <h1>{t('landing.heading')}</h1>
          <p>{t('landing.noConnection')}</p>
        </>
      )}
    </>
  );
}
