import { monthly, type ProductSeed } from './types';

interface Episode {
  slug: string;
  name: string;
  description: string;
  inactive?: boolean;
}

interface SvodOptions {
  slug: string;
  name: string;
  description: string;
  price: number;
  subType: string;
  languages: readonly string[];
  genres: readonly string[];
  pgRating: string;
  featured?: boolean;
  episodes: readonly Episode[];
}

/** A subscription video and its child videos, which are reached only through it. */
function svod(options: SvodOptions): ProductSeed[] {
  const children: ProductSeed[] = options.episodes.map((episode) => ({
    slug: episode.slug,
    type: 'vod',
    subType: options.subType,
    name: episode.name,
    description: episode.description,
    hidden: true,
    languages: options.languages,
    genres: options.genres,
    pgRating: options.pgRating,
    details: [{ code: 'Series', name: options.name }],
    ...(episode.inactive ? { inactive: true } : {}),
  }));
  const parent: ProductSeed = {
    slug: options.slug,
    type: 'svod',
    name: options.name,
    description: options.description,
    offers: [monthly(options.price)],
    languages: options.languages,
    genres: options.genres,
    pgRating: options.pgRating,
    children: children.map((child) => child.slug),
    ...(options.featured ? { tags: ['featured'] } : {}),
  };
  return [parent, ...children];
}

export const svods: readonly ProductSeed[] = [
  ...svod({
    slug: 'peo-originals-plus',
    name: 'PEO Originals Plus',
    description: 'New episodes of PEO original series every week, before they air anywhere else.',
    price: 350,
    subType: 'PEOOriginals',
    languages: ['si', 'en'],
    genres: ['Drama', 'Comedy'],
    pgRating: 'PG-13',
    featured: true,
    episodes: [
      {
        slug: 'colombo-diaries-s2-e1',
        name: 'Colombo Diaries S2 E1: Moving Day',
        description: 'The flat gets a new tenant.',
      },
      {
        slug: 'colombo-diaries-s2-e2',
        name: 'Colombo Diaries S2 E2: The Interview',
        description: 'Kasun bluffs his way into a job.',
      },
      {
        slug: 'colombo-diaries-s2-e3',
        name: 'Colombo Diaries S2 E3: Power Cut',
        description: 'A blackout brings out secrets.',
      },
      {
        slug: 'colombo-diaries-s2-e4',
        name: 'Colombo Diaries S2 E4: Homecoming',
        description: 'Everyone goes home for Avurudu.',
      },
    ],
  }),
  ...svod({
    slug: 'kids-zone',
    name: 'Kids Zone',
    description: 'Safe, ad-free cartoons and learning shows for children under twelve.',
    price: 290,
    subType: 'F4U',
    languages: ['si', 'ta', 'en'],
    genres: ['Kids'],
    pgRating: 'G',
    featured: true,
    episodes: [
      {
        slug: 'kids-zone-counting-with-kiri',
        name: 'Counting with Kiri',
        description: 'Numbers one to ten with Kiri the kitten.',
      },
      { slug: 'kids-zone-jungle-band', name: 'The Jungle Band', description: 'Animals make music in Sinharaja.' },
      { slug: 'kids-zone-little-chefs', name: 'Little Chefs', description: 'Kids cook a rainbow fruit salad.' },
      {
        slug: 'kids-zone-story-time',
        name: 'Story Time: The Clever Hare',
        description: 'A Jataka tale told with puppets.',
      },
    ],
  }),
  ...svod({
    slug: 'cricket-classics',
    name: 'Cricket Classics',
    description: 'The greatest Sri Lankan cricket matches, restored and replayed.',
    price: 250,
    subType: 'Highlights',
    languages: ['en', 'si'],
    genres: ['Sports'],
    pgRating: 'G',
    episodes: [
      { slug: 'cricket-classics-1996-final', name: '1996 World Cup Final', description: 'Lahore, 17 March 1996.' },
      { slug: 'cricket-classics-2014-t20-final', name: '2014 World T20 Final', description: 'Dhaka, 6 April 2014.' },
      {
        slug: 'cricket-classics-record-chase',
        name: 'The Record Chase',
        description: 'A Test run chase for the ages.',
      },
      {
        slug: 'cricket-classics-spin-masterclass',
        name: 'Spin Masterclass',
        description: 'Eight wickets in a session at Galle.',
        inactive: true,
      },
    ],
  }),
  ...svod({
    slug: 'helawood-premium',
    name: 'Helawood Premium',
    description: 'A new Sinhala movie premiere every month, plus the Helawood back catalogue.',
    price: 390,
    subType: 'HelawoodPopcorn',
    languages: ['si'],
    genres: ['Drama', 'Comedy'],
    pgRating: 'PG',
    featured: true,
    episodes: [
      { slug: 'helawood-premium-ran-salu', name: 'Ran Salu', description: 'A bride runs from her own wedding.' },
      { slug: 'helawood-premium-gamata-giya', name: 'Gamata Giya', description: 'A city boy inherits a paddy field.' },
      { slug: 'helawood-premium-sudu-nelum', name: 'Sudu Nelum', description: 'A love story at a temple pond.' },
      { slug: 'helawood-premium-kotiya', name: 'Kotiya', description: 'A rescue mission in Wilpattu.' },
    ],
  }),
  ...svod({
    slug: 'tele-drama-club',
    name: 'Tele Drama Club',
    description: 'Binge full seasons of the best-loved Sinhala teledramas.',
    price: 290,
    subType: 'STD',
    languages: ['si'],
    genres: ['Drama'],
    pgRating: 'PG',
    featured: true,
    episodes: [
      { slug: 'tele-drama-club-amma', name: 'Amma: Season 1', description: 'The story of a mother in Matale.' },
      { slug: 'tele-drama-club-doni', name: 'Doni: Season 1', description: 'Three daughters and a family business.' },
      { slug: 'tele-drama-club-walawwa', name: 'Walawwa: Season 2', description: 'The manor house and its secrets.' },
      { slug: 'tele-drama-club-maya', name: 'Maya: Season 1', description: 'A journalist investigates her father.' },
    ],
  }),
];
