import type { RouteObject } from 'react-router';
import type { PrefetchHandle } from '@/shared/routing/route-prefetch';
import { lazyNamed } from '@/shared/ui/lazy-named';

/**
 * Each page is its own chunk, loaded on first visit. The SVOD page shows the purchase feature's buttons,
 * so the app composes and routes it (app/router.tsx, decision 0034).
 */
export const ondemandRoutes: RouteObject[] = [
  {
    path: 'ondemand/:tab?',
    Component: lazyNamed(() => import('./components/ondemand-page'), 'OnDemandPage'),
    handle: {
      loadPrefetch: () => import('./prefetch').then((module) => module.prefetchOnDemandTabs),
    } satisfies PrefetchHandle,
  },
  {
    path: 'svod',
    Component: lazyNamed(() => import('./components/svod-list-page'), 'SvodListPage'),
  },
  {
    path: 'svod/:id/vods',
    Component: lazyNamed(() => import('./components/svod-videos-page'), 'SvodVideosPage'),
  },
  {
    path: 'svod/:id/vod',
    Component: lazyNamed(() => import('./components/svod-video-page'), 'SvodVideoPage'),
  },
];
