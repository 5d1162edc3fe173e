import type { RouteObject } from 'react-router';

/** The packages, devices and data-bundle pages, each its own chunk. */
export const packagesRoutes: RouteObject[] = [
  {
    path: 'packages',
    lazy: async () => ({ Component: (await import('./components/packages-page')).PackagesPage }),
  },
  {
    path: 'screens',
    lazy: async () => ({ Component: (await import('./components/devices-page')).DevicesPage }),
  },
  {
    path: 'databundles',
    lazy: async () => ({ Component: (await import('./components/data-bundles-page')).DataBundlesPage }),
  },
];
