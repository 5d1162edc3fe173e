/** Strings of the landing page ('/'). Quoted spec texts are kept verbatim. */
export const landing = {
  heading: 'Home',
  noConnection: 'There is no connection on this account yet.',
  banners: 'Promotions',
  viewPromotions: 'VIEW PROMOTIONS',
  featuredChannels: 'Featured Channels',
  featuredPackages: 'Featured Packages',
  onDemandContent: 'On Demand Content',
  featuredSvods: 'Featured Svods',
  empty: 'There is no product available',
  subTypes: {
    label: 'On Demand categories',
    EOD: 'Educational',
    MVOD: 'Movies',
    MUSIC: 'Music',
    PEOOriginals: 'PEO Originals',
    PremiereMovies: 'Premiere Movies',
    more: 'More...',
  },
  myPackage: {
    heading: 'My Package',
    devices_one: '{{count}} Device',
    devices_other: '{{count}} Devices',
    addDevices: 'Add Devices',
    none: 'There is no base package on this connection.',
  },
  dataBundle: {
    heading: 'Data Bundle',
    all: 'All Data Bundles',
    none: 'No data bundle comes with this package.',
  },
  status: {
    terminating: 'Your connection has been unsubscribed. Account will be terminated on {{date}}',
    unsubscribed: 'Your connection has been unsubscribed.',
  },
} as const;
