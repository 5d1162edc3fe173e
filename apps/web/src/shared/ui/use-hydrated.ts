import { startTransition, useEffect, useState } from 'react';

/**
 * False in a component's first render, then true: what the server cannot know (the window's width, the
 * user's motion setting) is drawn as the server drew it until then, so hydrating the server's markup
 * finds what it expects, whenever a part of the page hydrates (a Suspense boundary may hydrate after
 * the rest, or at once when it is clicked). The switch is a transition, so the re-render it causes comes
 * in slices: a store whose browser value differs from its server value would instead make React
 * re-render synchronously, in one long task, right after hydrating. A component mounted later in the
 * browser takes the same two steps.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
