import type { RouteObject } from 'react-router';
import type { PrefetchHandle } from '@/shared/routing/route-prefetch';
import { lazyNamed } from '@/shared/ui/lazy-named';

export const landingRoutes: RouteObject[] = [
  {
    index: true,
    // A visitor's landing draws on the first paint's strings only; a subscriber's is lazy on its own.
    Component: lazyNamed(() => import('./components/landing-page'), 'LandingPage', { pageMessages: false }),
    handle: {
      loadPrefetch: () => import('./prefetch').then((module) => module.prefetchVisitorLanding),
    } satisfies PrefetchHandle,
  },
];
