import type { RouteObject } from 'react-router';
import type { PrefetchHandle } from '@/shared/routing/route-prefetch';
import { lazyNamed } from '@/shared/ui/lazy-named';

/** The product page's first data, asked for while its chunks load (routed by the app, below). */
export const productPageHandle = {
  loadPrefetch: () => import('./prefetch').then((module) => module.prefetchVisitorProduct),
} satisfies PrefetchHandle;

/**
 * The channel and video pages; each page is its own chunk. The product, extra-screen and channel-bundle
 * pages show the purchase feature's buttons, so the app composes and routes them (app/router.tsx,
 * decision 0034).
 */
export const catalogueRoutes: RouteObject[] = [
  {
    path: 'channels',
    Component: lazyNamed(() => import('./components/channels-page'), 'ChannelsPage'),
  },
  {
    path: 'channel-bundle/:bundleId/channel',
    Component: lazyNamed(() => import('./components/bundle-channel-page'), 'BundleChannelPage'),
  },
  {
    path: 'vod/:productId',
    Component: lazyNamed(() => import('./components/vod-page'), 'VodPage'),
  },
];
