import { useCallback, useSyncExternalStore } from 'react';
import { useHydrated } from './use-hydrated';

/** Whether a media query matches, updated by the browser's change events (no resize polling). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // The server cannot know: false, as the server drew it, until the page has been taken over.
  const hydrated = useHydrated();
  return useSyncExternalStore(
    subscribe,
    () => hydrated && window.matchMedia(query).matches,
    () => false,
  );
}

/** The user asked the system for less motion; autoplay then waits for an explicit Play. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
