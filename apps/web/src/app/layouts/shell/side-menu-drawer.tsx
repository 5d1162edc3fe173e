import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session';
import { CloseIcon } from '@/shared/ui/close-icon';
import { cx } from '@/shared/ui/cx';
import { getMenuEntries } from './menu-entries';
import { NarrowAccountActions } from './narrow-account-actions';
import { NarrowAccountPanel } from './narrow-account-panel';
import styles from './side-menu-drawer.module.css';

export interface SideMenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The toggle in the shell; it is not a Dialog.Trigger, so focus is handed back to it here on close. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  /** The id the toggle's aria-controls points at while the drawer is open. */
  id: string;
}

/**
 * The side menu's modal drawer (Radix Dialog: focus kept inside, Escape and a click outside close it).
 * It is not portalled, so its links sit inside the nav landmark. Loaded on the first open (see
 * side-menu.tsx), which keeps Radix Dialog and its dependencies out of every page's initial JavaScript.
 */
export function SideMenuDrawer({ open, onOpenChange, toggleRef, id }: SideMenuDrawerProps) {
  const { t } = useTranslation();
  const { loggedIn, connection } = useSession();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Overlay className={styles.overlay} />
      <Dialog.Content
        id={id}
        className={styles.drawer}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          toggleRef.current?.focus();
        }}
      >
        <div className={styles.header}>
          <Dialog.Title className={styles.title}>{t('shell.menu')}</Dialog.Title>
          <Dialog.Close className={styles.close} aria-label={t('shell.closeMenu')}>
            <CloseIcon />
          </Dialog.Close>
        </div>
        {loggedIn && <NarrowAccountPanel />}
        <NarrowAccountActions />
        <ul className={styles.list}>
          {getMenuEntries({ loggedIn, connection }).map((entry) => (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                end={entry.to === '/'}
                onClick={() => onOpenChange(false)}
                className={({ isActive }) => cx(styles.link, isActive && styles.active)}
              >
                {t(`menu.${entry.label}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </Dialog.Content>
    </Dialog.Root>
  );
}
