import type { RouteObject } from 'react-router';

/** Each page is its own chunk, loaded on first visit. */
export const ondemandRoutes: RouteObject[] = [
  {
    path: 'ondemand/:tab?',
    lazy: async () => ({ Component: (await import('./components/ondemand-page')).OnDemandPage }),
  },
  {
    path: 'svod',
    lazy: async () => ({ Component: (await import('./components/svod-list-page')).SvodListPage }),
  },
  {
    path: 'svod/:id',
    lazy: async () => ({ Component: (await import('./components/svod-page')).SvodPage }),
  },
  {
    path: 'svod/:id/vods',
    lazy: async () => ({ Component: (await import('./components/svod-videos-page')).SvodVideosPage }),
  },
  {
    path: 'svod/:id/vod',
    lazy: async () => ({ Component: (await import('./components/svod-video-page')).SvodVideoPage }),
  },
];
