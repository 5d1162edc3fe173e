import { startTransition, useEffect, useState } from 'react';

let rootHydrated = false;

/** Called once the app has taken over the server-drawn page, or at once when it draws the page itself. */
export function markRootHydrated(): void {
  rootHydrated = true;
}

/**
 * False while the app takes a server-drawn page over (decision 0018), then true; true from the start
 * for a component mounted later. What the server cannot know (the window's width, the user's motion
 * setting) is drawn as the server drew it until then. The switch is a transition, so the re-render it
 * causes comes in slices after hydration: a store whose browser value differs from its server value
 * would instead make React re-render synchronously, in one long task, right after hydrating.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(rootHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
