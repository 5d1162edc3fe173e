import { useCallback, useSyncExternalStore } from 'react';
import { breakpointQuery, type SlideBreakpoint } from '@/shared/catalogue/slides';
import { useHydrated } from './use-hydrated';

/**
 * Slides per view for the current viewport, from media-query change events (no resize polling). Pass
 * one of the constant breakpoint lists from shared/catalogue/slides: a new array on every render would
 * resubscribe on every render.
 */
export function useSlidesPerView(breakpoints: readonly SlideBreakpoint[]): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const lists = breakpoints.map((breakpoint) => window.matchMedia(breakpointQuery(breakpoint)));
      for (const list of lists) list.addEventListener('change', onChange);
      return () => {
        for (const list of lists) list.removeEventListener('change', onChange);
      };
    },
    [breakpoints],
  );
  // One slide, as the server drew it, until the page has been taken over.
  const hydrated = useHydrated();
  const getSnapshot = () =>
    hydrated
      ? breakpoints.reduce(
          (best, breakpoint) =>
            window.matchMedia(breakpointQuery(breakpoint)).matches ? Math.max(best, breakpoint.slides) : best,
          1,
        )
      : 1;
  return useSyncExternalStore(subscribe, getSnapshot, () => 1);
}
