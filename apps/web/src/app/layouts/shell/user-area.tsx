import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session';
import { Button } from '@/shared/ui/button';
import { lazyNamed } from '@/shared/ui/lazy-named';
import styles from './user-area.module.css';

/** Its dialog (Radix) is for subscribers only, so visitors never download it and the shell stays small. */
const ChangePasswordDialog = lazyNamed(
  () => import('@/features/auth/components/change-password-dialog'),
  'ChangePasswordDialog',
);

export function UserArea() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { loggedIn } = useSession();

  if (!loggedIn) {
    // The terms page is also read during registration, where a login prompt would be a detour.
    if (pathname === '/termsandconditions') return null;
    return (
      <Link to="/login" className={styles.link}>
        {t('shell.login')}
      </Link>
    );
  }

  return (
    <div className={styles.userArea}>
      <Link to="/profile" className={styles.link}>
        {t('shell.goToProfile')}
      </Link>
      <Suspense
        fallback={
          <Button variant="secondary" className={styles.button} disabled>
            {t('shell.changePassword')}
          </Button>
        }
      >
        <ChangePasswordDialog triggerClassName={styles.button} />
      </Suspense>
      <LogoutButton className={styles.button} />
    </div>
  );
}
