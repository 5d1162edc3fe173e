import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { useSession } from '@/shared/session/session';
import styles from './user-area.module.css';

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
      <ChangePasswordDialog triggerClassName={styles.button} />
      <LogoutButton className={styles.button} />
    </div>
  );
}
