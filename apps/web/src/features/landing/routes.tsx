import type { RouteObject } from 'react-router';
import { lazyNamed } from '@/shared/ui/lazy-named';

export const landingRoutes: RouteObject[] = [
  {
    index: true,
    Component: lazyNamed(() => import('./components/landing-page'), 'LandingPage'),
  },
];
