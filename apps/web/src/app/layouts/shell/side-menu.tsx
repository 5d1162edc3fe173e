import { Suspense, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { lazyNamed } from '@/shared/ui/lazy-named';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { MenuIcon } from './menu-icon';
import styles from './side-menu.module.css';

const loadDrawer = () => import('./side-menu-drawer');

/** Radix Dialog and its dependencies only matter once someone opens the menu, so they load then. */
const SideMenuDrawer = lazyNamed(loadDrawer, 'SideMenuDrawer');

/** Fetches the drawer's code ahead of the first click (pointer over or focus on the toggle). */
function prefetchDrawer() {
  // A failure here is left to the click, where the drawer's own import reports it.
  loadDrawer().catch(() => {});
}

/**
 * The side menu: a toggle button in the shell and a modal drawer (side-menu-drawer.tsx) loaded on the
 * first open. While the drawer's code loads the toggle already shows as expanded; nothing else renders.
 * The drawer is not portalled, so its links sit inside the nav landmark.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it on any navigation without an effect.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  // The drawer stays mounted (closed) after the first open, so later opens need no loading.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const open = openedOn === pathname;

  const setOpen = (next: boolean) => {
    if (next) setDrawerWanted(true);
    setOpenedOn(next ? pathname : null);
  };

  return (
    <nav aria-label={t('shell.mainNavigation')}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => setOpen(!open)}
        onPointerEnter={prefetchDrawer}
        onFocus={prefetchDrawer}
      >
        <MenuIcon />
        <VisuallyHidden>{t('shell.menu')}</VisuallyHidden>
      </button>
      {drawerWanted && (
        <Suspense fallback={null}>
          <SideMenuDrawer open={open} onOpenChange={setOpen} toggleRef={toggleRef} id={drawerId} />
        </Suspense>
      )}
    </nav>
  );
}
