/** Strings of the promotions pages ('/promotions', '/promotions/packages'). Quoted spec texts are verbatim. */
export const promotions = {
  all: {
    title: 'Promotions | Selfcare',
    heading: 'ALL PROMOTIONS',
    empty: 'No Promotions',
  },
  packages: {
    title: 'Promotional Packages | Selfcare',
    heading: 'PROMOTIONAL PACKAGES',
    carousel: 'Promotional packages',
    empty: 'There are no promotional packages available currently',
    selected: 'Selected',
    contents: 'Package contents',
    noContent: 'There is no product available',
    tabs: {
      channel: 'Channels',
      screens: 'Screens',
      vod: 'VOD',
      svod: 'SVOD',
    },
  },
  /** The headings of a gift voucher's products, one per product type ('/gifts/{id}'). */
  giftCategories: {
    channel: 'Channels',
    channelbundle: 'Channel Bundles',
    vod: 'On Demand',
    svod: 'SVOD',
    screens: 'Devices',
    databundle: 'Data Bundles',
    package: 'Packages',
    promotionalpackage: 'Promotional Packages',
    secondarypackage: 'Secondary Packages',
    primarydatabundle: 'Package Data Bundles',
  },
} as const;
