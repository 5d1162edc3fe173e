import type { RouteObject } from 'react-router';
import type { PrefetchHandle } from '@/shared/routing/route-prefetch';
import { lazyNamed } from '@/shared/ui/lazy-named';
import { prefetchVisitorPackages } from './prefetch';

/** The packages, devices and data-bundle pages, each its own chunk. */
export const packagesRoutes: RouteObject[] = [
  {
    path: 'packages',
    Component: lazyNamed(() => import('./components/packages-page'), 'PackagesPage'),
    handle: { prefetch: prefetchVisitorPackages } satisfies PrefetchHandle,
  },
  {
    path: 'screens',
    Component: lazyNamed(() => import('./components/devices-page'), 'DevicesPage'),
  },
  {
    path: 'databundles',
    Component: lazyNamed(() => import('./components/data-bundles-page'), 'DataBundlesPage'),
  },
];
