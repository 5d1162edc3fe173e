import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/routing/lazy-page';

/** The packages, devices and data-bundle pages, each its own chunk. */
export const packagesRoutes: RouteObject[] = [
  {
    path: 'packages',
    Component: lazyPage(() => import('./components/packages-page'), 'PackagesPage'),
  },
  {
    path: 'screens',
    Component: lazyPage(() => import('./components/devices-page'), 'DevicesPage'),
  },
  {
    path: 'databundles',
    Component: lazyPage(() => import('./components/data-bundles-page'), 'DataBundlesPage'),
  },
];
