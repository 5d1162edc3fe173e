import type { RouteObject } from 'react-router';

/** The channel, channel-bundle, product and video pages; each page is its own chunk. */
export const catalogueRoutes: RouteObject[] = [
  {
    path: 'channels',
    lazy: async () => ({ Component: (await import('./components/channels-page')).ChannelsPage }),
  },
  {
    path: 'channel-bundle/:bundleId',
    lazy: async () => ({ Component: (await import('./components/channel-bundle-page')).ChannelBundlePage }),
  },
  {
    path: 'channel-bundle/:bundleId/channel',
    lazy: async () => ({ Component: (await import('./components/bundle-channel-page')).BundleChannelPage }),
  },
  {
    path: 'products/:productId/:purchasable?',
    lazy: async () => ({ Component: (await import('./components/product-page')).ProductPage }),
  },
  {
    path: 'vod/:productId',
    lazy: async () => ({ Component: (await import('./components/vod-page')).VodPage }),
  },
];
