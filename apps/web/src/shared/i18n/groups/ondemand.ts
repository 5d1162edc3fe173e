/** Strings of the on-demand and SVOD pages; the spec's quoted texts are kept verbatim. */
export const ondemand = {
  pageTitle: {
    onDemand: 'On Demand | Selfcare',
    svods: 'ALL SVODs | Selfcare',
    svod: '{{name}} | Selfcare',
  },
  title: 'On Demand',
  tabsLabel: 'On Demand categories',
  language: 'Language',
  genre: 'Genre',
  trending: 'Trending',
  titles: 'All titles',
  empty: 'There is no product available',
  svod: {
    allTitle: 'ALL SVODs',
    comingSoon: 'Coming soon...',
    contentThisMonth: 'Content this month',
    videos: 'Videos',
    videosOf: 'Videos of {{name}}',
    backTo: 'Back to {{name}}',
    allVideos: 'All videos',
    price: 'Price',
    videoNotFound: 'This video is not available.',
  },
} as const;
