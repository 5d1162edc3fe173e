import type { RouteObject } from 'react-router';
import { lazyNamed } from '@/shared/ui/lazy-named';

/** /profile (spec 002 section 2.2). */
export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    Component: lazyNamed(() => import('./components/profile-page'), 'ProfilePage'),
  },
];
