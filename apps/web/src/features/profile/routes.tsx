import type { RouteObject } from 'react-router';

/** /profile (spec 002 section 2.2). */
export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: async () => ({ Component: (await import('./components/profile-page')).ProfilePage }),
  },
];
