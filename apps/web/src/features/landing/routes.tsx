import type { RouteObject } from 'react-router';
import type { PrefetchHandle } from '@/shared/routing/route-prefetch';
import { lazyNamed } from '@/shared/ui/lazy-named';
import { prefetchVisitorLanding } from './prefetch';

export const landingRoutes: RouteObject[] = [
  {
    index: true,
    Component: lazyNamed(() => import('./components/landing-page'), 'LandingPage'),
    handle: { prefetch: prefetchVisitorLanding } satisfies PrefetchHandle,
  },
];
