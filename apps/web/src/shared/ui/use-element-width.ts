import { type RefObject, startTransition, useEffect, useState } from 'react';

/**
 * An element's content width, kept current by a ResizeObserver; 0 until it has been measured. The update
 * is a transition: the first measurement arrives just after hydration, and its re-render then comes in
 * slices rather than in one task.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    // Without ResizeObserver (old browsers, jsdom) callers keep their unmeasured fallback.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) startTransition(() => setWidth(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
