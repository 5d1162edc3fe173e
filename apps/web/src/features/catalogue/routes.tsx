import type { RouteObject } from 'react-router';
import type { PrefetchHandle } from '@/shared/routing/route-prefetch';
import { lazyNamed } from '@/shared/ui/lazy-named';

/** The channel, channel-bundle, product and video pages; each page is its own chunk. */
export const catalogueRoutes: RouteObject[] = [
  {
    path: 'channels',
    Component: lazyNamed(() => import('./components/channels-page'), 'ChannelsPage'),
  },
  {
    path: 'channel-bundle/:bundleId',
    Component: lazyNamed(() => import('./components/channel-bundle-page'), 'ChannelBundlePage'),
  },
  {
    path: 'channel-bundle/:bundleId/channel',
    Component: lazyNamed(() => import('./components/bundle-channel-page'), 'BundleChannelPage'),
  },
  {
    path: 'products/:productId/:purchasable?',
    Component: lazyNamed(() => import('./components/product-page'), 'ProductPage'),
    handle: {
      loadPrefetch: () => import('./prefetch').then((module) => module.prefetchVisitorProduct),
    } satisfies PrefetchHandle,
  },
  {
    // An extra screen's detail (spec 002 route table): the product page, with its purchase actions.
    path: 'screen/:productId',
    Component: lazyNamed(() => import('./components/product-page'), 'ProductPage'),
    handle: {
      loadPrefetch: () => import('./prefetch').then((module) => module.prefetchVisitorProduct),
    } satisfies PrefetchHandle,
  },
  {
    path: 'vod/:productId',
    Component: lazyNamed(() => import('./components/vod-page'), 'VodPage'),
  },
];
