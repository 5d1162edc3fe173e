import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { logoutStaff } from '@/features/auth/api/logout-staff';
import { onSessionEnded } from '@/shared/api/api-client';
import type { MessageKey } from '@/shared/i18n/en';
import { t } from '@/shared/i18n/translate';
import { meQuery } from '@/shared/session/me-query';
import { maySee, type Section } from '@/shared/session/permissions';
import { forgetToken, readToken } from '@/shared/session/session-store';

const SECTIONS: { section: Section; path: string; label: MessageKey }[] = [
  { section: 'care', path: '/care', label: 'nav.care' },
  { section: 'products', path: '/products', label: 'nav.products' },
  { section: 'banners', path: '/banners', label: 'nav.banners' },
  { section: 'vouchers', path: '/vouchers', label: 'nav.vouchers' },
  { section: 'gifts', path: '/gifts', label: 'nav.gifts' },
  { section: 'tax', path: '/tax', label: 'nav.tax' },
  { section: 'reports', path: '/reports', label: 'nav.reports' },
  { section: 'staff', path: '/staff', label: 'nav.staff' },
  { section: 'audit', path: '/audit', label: 'nav.audit' },
];

/** The signed-in frame: skip link, who is signed in, the sections the role may see, and the page. */
export function ConsoleShell() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const hasToken = readToken() !== null;
  const me = useQuery({ ...meQuery(), enabled: hasToken });

  useEffect(
    () =>
      onSessionEnded(() => {
        queryClient.clear();
        navigate('/login', { replace: true });
      }),
    [navigate, queryClient],
  );
  // Focus the new page's heading after a navigation, so keyboard and screen reader users start there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each page change
  useEffect(() => {
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, [location.pathname]);

  if (!hasToken) return <Navigate to="/login" replace />;
  if (!me.data) return <p className="loading">{t('app.loading')}</p>;
  const member = me.data;

  const logout = async () => {
    await logoutStaff().catch(() => undefined);
    forgetToken();
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="top-bar">
        <NavLink to="/" className="brand">
          {t('app.title')}
        </NavLink>
        <span>{t('app.signedInAs', { name: member.name, role: t(`role.${member.role}`) })}</span>
        <button type="button" onClick={logout}>
          {t('app.logout')}
        </button>
      </header>
      <div className="frame">
        <nav aria-label={t('app.navigation')} className="side-nav">
          <ul>
            <li>
              <NavLink to="/" end>
                {t('nav.home')}
              </NavLink>
            </li>
            {SECTIONS.filter(({ section }) => maySee(member.role, section)).map(({ path, label }) => (
              <li key={path}>
                <NavLink to={path}>{t(label)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main">
          <Outlet />
        </main>
      </div>
    </>
  );
}
