import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/routing/lazy-page';

/** Each page is its own chunk, loaded on first visit. */
export const ondemandRoutes: RouteObject[] = [
  {
    path: 'ondemand/:tab?',
    Component: lazyPage(() => import('./components/ondemand-page'), 'OnDemandPage'),
  },
  {
    path: 'svod',
    Component: lazyPage(() => import('./components/svod-list-page'), 'SvodListPage'),
  },
  {
    path: 'svod/:id',
    Component: lazyPage(() => import('./components/svod-page'), 'SvodPage'),
  },
  {
    path: 'svod/:id/vods',
    Component: lazyPage(() => import('./components/svod-videos-page'), 'SvodVideosPage'),
  },
  {
    path: 'svod/:id/vod',
    Component: lazyPage(() => import('./components/svod-video-page'), 'SvodVideoPage'),
  },
];
