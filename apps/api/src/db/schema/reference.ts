import { type AnyPgColumn, boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { oneOf } from './constraints';
import { productTypeNames } from './values';

/** Product types with fixed ids (spec 001 section 3): callers look them up by type_name. */
export const productTypes = pgTable(
  'product_types',
  {
    id: id(),
    typeName: text('type_name', { enum: productTypeNames }).notNull().unique(),
    /** Display name, e.g. 'Video on Demand', 'Channel Bundle'. */
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [check('product_types_type_name_check', oneOf(table.typeName, productTypeNames))],
);

/** Video sub types (PremiereMovies, MVOD, ...): the On Demand tabs and their anchors. */
export const productSubTypes = pgTable(
  'product_sub_types',
  {
    id: id(),
    parentTypeId: uuid('parent_type_id')
      .notNull()
      .references(() => productTypes.id),
    /** The anchor used in URLs, e.g. 'PremiereMovies'. */
    typeName: text('type_name').notNull(),
    displayName: text('display_name').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    unique('product_sub_types_parent_type_name_unique').on(table.parentTypeId, table.typeName),
    index('product_sub_types_parent_idx').on(table.parentTypeId, table.sortOrder),
  ],
);

/** Content categories per product type (the ten channel categories), optionally under a parent. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    productTypeId: uuid('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id),
    category: text('category').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    unique('categories_type_category_unique').on(table.productTypeId, table.category),
    index('categories_parent_idx').on(table.parentId),
  ],
);

/** Content languages; code is ISO 639-1 ('si', 'ta', 'en'). */
export const languages = pgTable('languages', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const genres = pgTable('genres', {
  id: id(),
  category: text('category').notNull().unique(),
});

/** Tags such as 'featured' (landing page) and 'Trending' (On Demand carousels). */
export const tags = pgTable('tags', {
  id: id(),
  tag: text('tag').notNull().unique(),
  deleted: boolean('deleted').notNull().default(false),
});
