import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useSession } from '@/shared/session/session';
import { CloseIcon } from '@/shared/ui/close-icon';
import { cx } from '@/shared/ui/cx';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { getMenuEntries } from './menu-entries';
import { MenuIcon } from './menu-icon';
import { NarrowAccountPanel } from './narrow-account-panel';
import styles from './side-menu.module.css';

/**
 * The side menu: a toggle button and a modal drawer (Radix Dialog: focus kept inside, Escape and a
 * click outside close it). The drawer is not portalled, so its links sit inside the nav landmark.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { loggedIn, connection } = useSession();
  // Remembering where the menu was opened closes it on any navigation without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const close = () => setOpenedOn(null);

  return (
    <nav aria-label={t('shell.mainNavigation')}>
      <Dialog.Root open={openedOn === pathname} onOpenChange={(open) => setOpenedOn(open ? pathname : null)}>
        <Dialog.Trigger className={styles.toggle}>
          <MenuIcon />
          <VisuallyHidden>{t('shell.menu')}</VisuallyHidden>
        </Dialog.Trigger>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{t('shell.menu')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('shell.closeMenu')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {loggedIn && <NarrowAccountPanel />}
          <ul className={styles.list}>
            {getMenuEntries({ loggedIn, connection }).map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  end={entry.to === '/'}
                  onClick={close}
                  className={({ isActive }) => cx(styles.link, isActive && styles.active)}
                >
                  {t(`menu.${entry.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Root>
    </nav>
  );
}
