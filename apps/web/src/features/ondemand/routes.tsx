import type { RouteObject } from 'react-router';
import type { PrefetchHandle } from '@/shared/routing/route-prefetch';
import { lazyNamed } from '@/shared/ui/lazy-named';

/** Each page is its own chunk, loaded on first visit. */
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
    path: 'svod/:id',
    Component: lazyNamed(() => import('./components/svod-page'), 'SvodPage'),
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
