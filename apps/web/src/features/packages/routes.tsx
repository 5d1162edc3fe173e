import type { RouteObject } from 'react-router';
import type { PrefetchHandle } from '@/shared/routing/route-prefetch';
import { lazyNamed } from '@/shared/ui/lazy-named';

/** The packages, devices and data-bundle pages, each its own chunk. */
export const packagesRoutes: RouteObject[] = [
  {
    path: 'packages',
    Component: lazyNamed(() => import('./components/packages-page'), 'PackagesPage'),
    handle: {
      loadPrefetch: () => import('./prefetch').then((module) => module.prefetchVisitorPackages),
    } satisfies PrefetchHandle,
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
