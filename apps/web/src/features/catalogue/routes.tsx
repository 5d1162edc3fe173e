import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/routing/lazy-page';

/** The channel, channel-bundle, product and video pages; each page is its own chunk. */
export const catalogueRoutes: RouteObject[] = [
  {
    path: 'channels',
    Component: lazyPage(() => import('./components/channels-page'), 'ChannelsPage'),
  },
  {
    path: 'channel-bundle/:bundleId',
    Component: lazyPage(() => import('./components/channel-bundle-page'), 'ChannelBundlePage'),
  },
  {
    path: 'channel-bundle/:bundleId/channel',
    Component: lazyPage(() => import('./components/bundle-channel-page'), 'BundleChannelPage'),
  },
  {
    path: 'products/:productId/:purchasable?',
    Component: lazyPage(() => import('./components/product-page'), 'ProductPage'),
  },
  {
    path: 'vod/:productId',
    Component: lazyPage(() => import('./components/vod-page'), 'VodPage'),
  },
];
