/** Strings of the channel, channel-bundle, product and video pages. */
export const content = {
  pageTitle: {
    channels: 'All Channels | Selfcare',
    product: '{{name}} | Selfcare',
    notFound: 'Product not found | Selfcare',
  },
  channels: {
    title: 'All Channels',
    category: 'Category',
    otherCategory: 'Other Channels',
    channelNo: 'Channel {{n}}',
    alaCarte: 'A-la-carte',
    legendLabel: 'Legend',
    tstvLegend: 'Time-shifted TV: rewind and watch programmes you missed',
    alaCarteLegend: 'Can be subscribed to on its own',
    empty: 'There are no channels available',
  },
  bundle: {
    channelsTitle: 'Channels in this bundle',
    noChannels: 'There are no channels in this bundle',
    backToBundle: 'Back to {{name}}',
    channelMissing: 'Choose a channel of this bundle to see its details.',
  },
  product: {
    information: 'Information',
    pgRating: 'PG Rating',
    notFoundTitle: 'Product not found',
    home: 'Home',
  },
} as const;
