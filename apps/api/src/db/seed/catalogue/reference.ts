import type { categories, genres, languages, ProductTypeName, productSubTypes, productTypes, tags } from '../../schema';
import { stableId } from '../ids';

/** Display names per product type (spec 001 section 3: 'Screens', 'Video on Demand', 'channel', 'Channel Bundle'). */
export const productTypeSeeds: readonly { typeName: ProductTypeName; name: string }[] = [
  { typeName: 'channel', name: 'channel' },
  { typeName: 'channelbundle', name: 'Channel Bundle' },
  { typeName: 'vod', name: 'Video on Demand' },
  { typeName: 'svod', name: 'SVOD' },
  { typeName: 'screens', name: 'Screens' },
  { typeName: 'databundle', name: 'Data Bundle' },
  { typeName: 'package', name: 'Package' },
  { typeName: 'promotionalpackage', name: 'Promotional Package' },
  { typeName: 'secondarypackage', name: 'Secondary Package' },
  { typeName: 'primarydatabundle', name: 'Primary Data Bundle' },
];

/** Video sub types in On Demand tab order; the type name is the URL anchor. */
export const subTypeSeeds: readonly { typeName: string; displayName: string }[] = [
  { typeName: 'PremiereMovies', displayName: 'Premiere Movies' },
  { typeName: 'MVOD', displayName: 'Movies' },
  { typeName: 'MUSIC', displayName: 'Music' },
  { typeName: 'EOD', displayName: 'Educational' },
  { typeName: 'PEOOriginals', displayName: 'PEO Originals' },
  { typeName: 'HelawoodPopcorn', displayName: 'Helawood Popcorn' },
  { typeName: 'PEOTunes', displayName: 'PEO Tunes' },
  { typeName: 'Dishes', displayName: 'Dishes' },
  { typeName: 'Handmade', displayName: 'Handmade' },
  { typeName: 'Highlights', displayName: 'Highlights' },
  { typeName: 'SF', displayName: 'Short Films' },
  { typeName: 'STD', displayName: 'Sinhala Tele Drama' },
  { typeName: 'F4U', displayName: 'Fun 4 U' },
  { typeName: 'DOCUMENTARY', displayName: 'Documentary' },
  { typeName: 'TVOD', displayName: 'Rentals' },
];

/** The two parent groups of the ten channel categories (spec 001 section 3). */
export const channelCategorySeeds: readonly { category: string; parent?: string }[] = [
  { category: 'Local' },
  { category: 'International' },
  { category: 'Local Variety', parent: 'Local' },
  { category: 'Tamil', parent: 'Local' },
  { category: 'Religious', parent: 'Local' },
  { category: 'Learning & Educational', parent: 'Local' },
  { category: 'Foreign Variety', parent: 'International' },
  { category: 'Movie', parent: 'International' },
  { category: 'Kids', parent: 'International' },
  { category: 'Infotainment', parent: 'International' },
  { category: 'Sports', parent: 'International' },
  { category: 'News / Business', parent: 'International' },
];

export const languageSeeds: readonly { code: string; name: string }[] = [
  { code: 'si', name: 'Sinhala' },
  { code: 'ta', name: 'Tamil' },
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'Hindi' },
];

export const genreSeeds: readonly string[] = [
  'Action',
  'Adventure',
  'Comedy',
  'Drama',
  'Romance',
  'Thriller',
  'Family',
  'Kids',
  'Documentary',
  'Music',
  'Sports',
  'Cooking',
  'Crafts',
  'Education',
  'Lifestyle',
];

/** 'featured' and 'Trending' drive the landing page and On Demand carousels; the deleted tag is kept for history. */
export const tagSeeds: readonly { tag: string; deleted?: boolean }[] = [
  { tag: 'featured' },
  { tag: 'Trending' },
  { tag: 'New Release' },
  { tag: 'Avurudu 2024', deleted: true },
];

/** An id lookup that throws on a name the reference data does not define, so a typo fails the seed. */
function idLookup<K extends string>(kind: string, known: readonly K[]) {
  return (key: K): string => {
    if (!known.includes(key)) throw new Error(`Demo data refers to an unknown ${kind}: ${key}`);
    return stableId(kind, key);
  };
}

export const productTypeId = idLookup(
  'product-type',
  productTypeSeeds.map((seed) => seed.typeName),
);
export const subTypeId = idLookup(
  'product-sub-type',
  subTypeSeeds.map((seed) => seed.typeName),
);
export const channelCategoryId = idLookup(
  'category',
  channelCategorySeeds.map((seed) => seed.category),
);
export const languageId = idLookup(
  'language',
  languageSeeds.map((seed) => seed.code),
);
export const genreId = idLookup('genre', genreSeeds);
export const tagId = idLookup(
  'tag',
  tagSeeds.map((seed) => seed.tag),
);

export function referenceRows() {
  return {
    productTypes: productTypeSeeds.map((seed, index): typeof productTypes.$inferInsert => ({
      id: productTypeId(seed.typeName),
      typeName: seed.typeName,
      name: seed.name,
      sortOrder: index,
    })),
    productSubTypes: subTypeSeeds.map((seed, index): typeof productSubTypes.$inferInsert => ({
      id: subTypeId(seed.typeName),
      parentTypeId: productTypeId('vod'),
      typeName: seed.typeName,
      displayName: seed.displayName,
      sortOrder: index,
    })),
    categories: channelCategorySeeds.map((seed, index): typeof categories.$inferInsert => ({
      id: channelCategoryId(seed.category),
      productTypeId: productTypeId('channel'),
      parentId: seed.parent ? channelCategoryId(seed.parent) : null,
      category: seed.category,
      sortOrder: index,
    })),
    languages: languageSeeds.map((seed): typeof languages.$inferInsert => ({
      id: languageId(seed.code),
      code: seed.code,
      name: seed.name,
    })),
    genres: genreSeeds.map((category): typeof genres.$inferInsert => ({ id: genreId(category), category })),
    tags: tagSeeds.map((seed): typeof tags.$inferInsert => ({
      id: tagId(seed.tag),
      tag: seed.tag,
      deleted: seed.deleted ?? false,
    })),
  };
}
