import type { RouteObject } from 'react-router';
import type { PrefetchHandle } from '@/shared/routing/route-prefetch';
import { lazyNamed } from '@/shared/ui/lazy-named';

/** '/packages' prefetches the visitors' list; the page itself is the app's (routes/packages.tsx). */
export const packagesPageHandle = {
  loadPrefetch: () => import('./prefetch').then((module) => module.prefetchVisitorPackages),
} satisfies PrefetchHandle;

/** The devices and data-bundle pages, each its own chunk. */
export const packagesRoutes: RouteObject[] = [
  {
    path: 'screens',
    Component: lazyNamed(() => import('./components/devices-page'), 'DevicesPage'),
  },
  {
    path: 'databundles',
    Component: lazyNamed(() => import('./components/data-bundles-page'), 'DataBundlesPage'),
  },
];
