import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session';
import { lazyNamed } from '@/shared/ui/lazy-named';
import styles from './main-layout.module.css';
import { PageBoundary } from './page-boundary';
import { Footer } from './shell/footer';
import { TopBar } from './shell/top-bar';
import { usePageChangeEffects } from './use-page-change-effects';

const MAIN_CONTENT_ID = 'main';

/** Subscribers only, so visitors never download it (nor the dialog it opens). */
const SessionExpiryWarning = lazyNamed(
  () => import('@/features/auth/components/session-expiry-warning'),
  'SessionExpiryWarning',
  { pageMessages: false },
);

export function MainLayout() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  usePageChangeEffects();
  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <TopBar />
      {/* tabIndex lets the skip link move keyboard focus here, not just scroll. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <PageBoundary>
          <Outlet />
        </PageBoundary>
      </main>
      <Footer />
      {loggedIn && (
        <Suspense fallback={null}>
          <SessionExpiryWarning />
        </Suspense>
      )}
    </>
  );
}
