import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { categories, genres, languages, tags } from './reference';

/**
 * How products relate to their classifiers and to each other. Each table has its pair as the primary key
 * (which serves lookups from the left side) and an index for lookups from the right side.
 */

const productRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' });

export const productCategories = pgTable(
  'product_categories',
  {
    productId: productRef('product_id'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index('product_categories_category_idx').on(table.categoryId),
  ],
);

export const productLanguages = pgTable(
  'product_languages',
  {
    productId: productRef('product_id'),
    languageId: uuid('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.languageId] }),
    index('product_languages_language_idx').on(table.languageId),
  ],
);

export const productGenres = pgTable(
  'product_genres',
  {
    productId: productRef('product_id'),
    genreId: uuid('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.genreId] }),
    index('product_genres_genre_idx').on(table.genreId),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: productRef('product_id'),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.tagId] }), index('product_tags_tag_idx').on(table.tagId)],
);

/** What a base or promotional package includes (channels, bundles, videos, SVODs, default screens). */
export const packageContents = pgTable(
  'package_contents',
  {
    packageId: productRef('package_id'),
    productId: productRef('product_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.packageId, table.productId] }),
    index('package_contents_product_idx').on(table.productId),
    check('package_contents_not_self_check', sql`${table.packageId} <> ${table.productId}`),
  ],
);

/** The channels of a channel bundle. */
export const bundleChannels = pgTable(
  'bundle_channels',
  {
    bundleId: productRef('bundle_id'),
    channelId: productRef('channel_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.bundleId, table.channelId] }),
    index('bundle_channels_channel_idx').on(table.channelId),
  ],
);

/** The child videos of a subscription video product ('Content this month'). */
export const svodChildren = pgTable(
  'svod_children',
  {
    svodId: productRef('svod_id'),
    vodId: productRef('vod_id'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.svodId, table.vodId] }), index('svod_children_vod_idx').on(table.vodId)],
);

/** Extra-screen products a package holder may add (the package's purchasableProductList). */
export const packageScreens = pgTable(
  'package_screens',
  {
    packageId: productRef('package_id'),
    screensProductId: productRef('screens_product_id'),
  },
  (table) => [
    primaryKey({ columns: [table.packageId, table.screensProductId] }),
    index('package_screens_screens_product_idx').on(table.screensProductId),
  ],
);

/** The data bundle that comes with a base package (its "primary data bundle"). */
export const packageDataBundles = pgTable(
  'package_data_bundles',
  {
    packageId: productRef('package_id'),
    dataBundleId: productRef('data_bundle_id'),
  },
  (table) => [
    primaryKey({ columns: [table.packageId, table.dataBundleId] }),
    index('package_data_bundles_data_bundle_idx').on(table.dataBundleId),
  ],
);
