import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/routing/lazy-page';

export const landingRoutes: RouteObject[] = [
  {
    index: true,
    Component: lazyPage(() => import('./components/landing-page'), 'LandingPage'),
  },
];
