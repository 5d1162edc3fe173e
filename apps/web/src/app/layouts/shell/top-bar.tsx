import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session';
import { LanguageSwitcher } from './language-switcher';
import { LazyConnectionSelector } from './lazy-connection-selector';
import logoUrl from './logo.svg';
import { SideMenu } from './side-menu';
import styles from './top-bar.module.css';
import { UserArea } from './user-area';

/** Pages where the subscriber switches between connections (spec 000 "App shell"). */
const CONNECTION_PAGES = new Set(['/', '/profile']);

/**
 * Pages where the subscriber buys: an account with several connections sees there which one pays, and
 * can switch (issue 23).
 */
const BUYING_PAGES =
  /^\/(packages|products|channel-bundle|channels|svod|vod|screen|screens|databundles|ondemand|promotions|gifts|vouchers)(\/|$)/;

export function TopBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { loggedIn } = useSession();

  return (
    <header className={styles.topBar}>
      <div className={styles.brand}>
        <SideMenu />
        <Link to="/" className={styles.logo}>
          <img src={logoUrl} alt={t('shell.logoAlt')} width={128} height={32} />
        </Link>
        <span className={styles.title}>{pathname === '/login' ? t('shell.loginTitle') : t('shell.title')}</span>
      </div>
      {/* Phones have these in the side menu (narrow-account-actions.tsx): the bar keeps to one row. */}
      <div className={styles.tools}>
        {loggedIn && (CONNECTION_PAGES.has(pathname) || BUYING_PAGES.test(pathname)) && (
          <div className={styles.selector}>
            <Suspense fallback={null}>
              <LazyConnectionSelector withAddAccount oneLine onlyWhenSeveral={!CONNECTION_PAGES.has(pathname)} />
            </Suspense>
          </div>
        )}
        <LanguageSwitcher />
        <UserArea />
      </div>
    </header>
  );
}
