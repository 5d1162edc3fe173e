import type { RouteObject } from 'react-router';
import type { PrefetchHandle } from '@/shared/routing/route-prefetch';
import { lazyNamed } from '@/shared/ui/lazy-named';
import { prefetchVisitorLanding } from './prefetch';

export const landingRoutes: RouteObject[] = [
  {
    index: true,
    // A visitor's landing draws on the first paint's strings only; a subscriber's is lazy on its own.
    Component: lazyNamed(() => import('./components/landing-page'), 'LandingPage', { pageMessages: false }),
    handle: { prefetch: prefetchVisitorLanding } satisfies PrefetchHandle,
  },
];
