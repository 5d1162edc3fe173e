import type { RouteObject } from 'react-router';

export const landingRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('./components/landing-page')).LandingPage }),
  },
];
