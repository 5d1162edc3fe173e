import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/routing/lazy-page';

/** /profile (spec 002 section 2.2). */
export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    Component: lazyPage(() => import('./components/profile-page'), 'ProfilePage'),
  },
];
