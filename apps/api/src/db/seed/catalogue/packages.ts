import { channelsIn } from './channels';
import { monthly, oneOff, type ProductSeed } from './types';

/** Channels every base package carries. */
const freeToAir = [
  ...channelsIn('Local Variety', 'Religious', 'Learning & Educational'),
  'shakthi-tv',
  'vasantham-tv',
  'nethra-tv',
  'ada-derana-24',
];
const freeVideos = [
  'ol-science-revision',
  'al-combined-maths',
  'tamil-grammar-made-easy',
  'live-at-nelum-pokuna',
  'baila-nights',
  'sandawathiye',
  'tharu-kumari',
  'un-vizhigal',
  'island-groove',
];
const liteExtras = [
  ...channelsIn('Infotainment', 'Kids'),
  'cnn-international',
  'bbc-world-news',
  'kottu-masterclass',
  'lamprais-sunday',
  'jaffna-crab-curry',
  'hoppers-at-home',
  'watalappan-secrets',
  'dumbara-weaving',
  'beeralu-lace',
  'batik-from-scratch',
  'ambalangoda-masks',
];
const familyExtras = [
  ...channelsIn('Foreign Variety', 'Movie', 'News / Business', 'Tamil'),
  'kids-fun',
  'kids-zone',
  'colombo-diaries',
  'nuwara-mist',
  'jaffna-junction',
  'startup-lanka',
  'bus-eka',
  'cricket-wasanawa',
  'sanda-eliya',
  'kolamba-ahasa',
  'ganga-addara',
  'pinsara-mawa',
  'last-bus-to-kandy',
  'paper-boats',
  'thambi',
  'rainy-season',
  'kiri-and-pusa',
  'magic-paintbox',
  'sunday-science-lab',
  'lpl-final-highlights',
  'rugby-sevens-highlights',
  'colombo-marathon',
  'sigiriya-lion-rock',
  'tea-country',
];
const premiumExtras = [
  ...channelsIn('Sports'),
  'sports-pack',
  'movie-max',
  'peo-originals-plus',
  'tele-drama-club',
  'kalu-ganga-ira',
  'wild-yala',
  'ocean-giants-mirissa',
  'elephant-school',
];

function basePackage(seed: Omit<ProductSeed, 'type' | 'packageType'>): ProductSeed {
  return { type: 'package', packageType: 'secondarypackage', ...seed };
}

/** Base packages: monthly subscriptions and one-off passes (spec 001 /packages). */
export const basePackages: readonly ProductSeed[] = [
  basePackage({
    slug: 'peotvgo',
    name: 'PEOTVGO',
    description: 'Over 40 local channels, 48 hours of Rewind TV and access on two devices.',
    offers: [monthly(499)],
    numberOfScreens: 2,
    features: ['tstv'],
    tags: ['featured'],
    includes: [...freeToAir, ...freeVideos, 'screens-2'],
    extraScreens: ['plus-one-screen'],
  }),
  basePackage({
    slug: 'peo-lite',
    name: 'PEO Lite',
    description: 'Local favourites plus kids and knowledge channels, with 10 GB of data every month.',
    offers: [monthly(790)],
    numberOfScreens: 2,
    dataQuota: 10,
    features: ['tstv', 'pip'],
    tags: ['featured'],
    includes: [...freeToAir, ...freeVideos, ...liteExtras, 'screens-2'],
    extraScreens: ['plus-one-screen', 'plus-two-screens'],
    dataBundle: 'lite-data-10gb',
  }),
  basePackage({
    slug: 'peo-family',
    name: 'PEO Family',
    description: 'Movies, series and the Kids Fun bundle for the whole family, on three screens with 40 GB of data.',
    offers: [monthly(1390), oneOff(3990, 3, 'MONTHS', { key: 'quarterly', name: 'Three months, paid once' })],
    numberOfScreens: 3,
    dataQuota: 40,
    features: ['tstv', 'pip', 'cpvr'],
    tags: ['featured'],
    includes: [...freeToAir, ...freeVideos, ...liteExtras, ...familyExtras, 'screens-3'],
    extraScreens: ['plus-one-screen', 'plus-two-screens', 'plus-three-screens'],
    dataBundle: 'family-data-40gb',
  }),
  basePackage({
    slug: 'peo-premium',
    name: 'PEO Premium',
    description: 'Every channel bundle, PEO Originals Plus and unlimited data on four screens.',
    offers: [monthly(2290)],
    numberOfScreens: 4,
    dataQuota: -1,
    features: ['tstv', 'pip', 'cpvr'],
    discounts: [{ type: 'PERCENTAGE', value: 10, duration: { length: 2, unit: 'MONTHS' }, startsAt: '2025-06-01' }],
    includes: [...freeToAir, ...freeVideos, ...liteExtras, ...familyExtras, ...premiumExtras, 'screens-4'],
    extraScreens: ['plus-one-screen', 'plus-two-screens'],
    dataBundle: 'premium-data-unlimited',
  }),
  basePackage({
    slug: 'peo-weekly-pass',
    name: 'PEO Weekly Pass',
    description: 'All local channels on one screen for seven days. No commitment.',
    offers: [oneOff(249, 7, 'DAYS')],
    numberOfScreens: 1,
    features: ['tstv'],
    includes: [...freeToAir, 'screens-1'],
  }),
  basePackage({
    slug: 'peo-annual-saver',
    name: 'PEO Annual Saver',
    description: 'A full year of PEO Lite and foreign entertainment on three screens, paid once.',
    offers: [oneOff(8990, 12, 'MONTHS')],
    numberOfScreens: 3,
    dataQuota: 100,
    features: ['tstv', 'pip'],
    includes: [...freeToAir, ...freeVideos, ...liteExtras, ...channelsIn('Foreign Variety'), 'screens-3'],
    extraScreens: ['plus-one-screen'],
    dataBundle: 'annual-data-100gb',
  }),
];

/** Channel bundles, sold on their own or carried by the bigger packages. */
export const channelBundles: readonly ProductSeed[] = [
  {
    slug: 'sports-pack',
    type: 'channelbundle',
    name: 'Sports Pack',
    description: 'Live cricket, football, rugby and motorsport on six sports channels.',
    offers: [monthly(590)],
    features: ['tstv', 'pip', 'cpvr'],
    tags: ['featured'],
    channels: ['star-sports-1', 'star-sports-2', 'sony-ten-1', 'sony-ten-2', 'eurosport', 'peo-sports'],
  },
  {
    slug: 'movie-max',
    type: 'channelbundle',
    name: 'Movie Max',
    description: 'Hollywood and Bollywood movie channels around the clock.',
    offers: [monthly(690)],
    features: ['tstv'],
    channels: ['star-movies', 'sony-pix', 'zee-cinema', 'movies-now'],
  },
  {
    slug: 'kids-fun',
    type: 'channelbundle',
    name: 'Kids Fun',
    description: 'Six channels of cartoons and learning for children of every age.',
    offers: [monthly(390)],
    features: ['tstv', 'pip'],
    channels: ['cartoon-network', 'nickelodeon', 'disney-channel', 'pogo', 'nick-jr', 'baby-tv'],
  },
  {
    slug: 'tamil-plus',
    type: 'channelbundle',
    name: 'Tamil Plus',
    description: 'Tamil serials, films and reality shows from South India.',
    offers: [monthly(350), oneOff(390, 30, 'DAYS')],
    features: ['tstv'],
    channels: ['sun-tv', 'colors-tamil', 'zee-tamil'],
  },
];

function promotionalPackage(seed: Omit<ProductSeed, 'type' | 'packageType'>): ProductSeed {
  return { type: 'promotionalpackage', packageType: 'promotionalpackage', ...seed };
}

/** Seasonal offers (spec 002 /promotions/packages); the inactive one must not be listed. */
export const promotionalPackages: readonly ProductSeed[] = [
  promotionalPackage({
    slug: 'avurudu-special',
    name: 'Avurudu Special',
    description: 'Celebrate the New Year with Helawood Premium, the festive channels and an extra screen for 30 days.',
    offers: [oneOff(990, 30, 'DAYS')],
    includes: [
      'rupavahini',
      'sirasa-tv',
      'tv-derana',
      'hiru-tv',
      'shakthi-tv',
      'helawood-premium',
      'hiru-kumari',
      'wedding-season',
      'bus-eka',
      'screens-1',
    ],
  }),
  promotionalPackage({
    slug: 'cricket-fever',
    name: 'Cricket Fever',
    description: 'Every ball of the season: sports channels, Cricket Classics and match highlights.',
    offers: [monthly(690)],
    tags: ['featured'],
    includes: [
      'star-sports-1',
      'star-sports-2',
      'peo-sports',
      'sony-six',
      'cricket-classics',
      'lpl-final-highlights',
      'asia-cup-sl-v-ind',
    ],
  }),
  promotionalPackage({
    slug: 'kids-holiday',
    name: 'Kids Holiday Pack',
    description: 'Two weeks of cartoons, Kids Zone and fun learning for the school holidays.',
    offers: [oneOff(490, 14, 'DAYS')],
    includes: [...channelsIn('Kids'), 'kids-zone', 'kiri-and-pusa', 'magic-paintbox', 'elephant-school'],
  }),
  promotionalPackage({
    slug: 'vesak-devotion',
    name: 'Vesak Devotion',
    description: 'Dhamma channels and Vesak programmes for the week of Vesak.',
    offers: [oneOff(150, 7, 'DAYS')],
    inactive: true,
    includes: channelsIn('Religious'),
  }),
];
