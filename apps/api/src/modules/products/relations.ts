import type { Category, Genre, ProductLanguage, PurchaseOption, Tag } from '@selfcare/contracts';
import { and, asc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isAnyOfPlaceholder, uuidArray } from '../../db/any-of';
import type { DbOrTx } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { reusableStatement } from '../../db/reusable-statement';
import {
  categories,
  discountOptions,
  genres,
  languages,
  productCategories,
  productGenres,
  productLanguages,
  productTags,
  purchaseOptions,
  tags,
} from '../../db/schema';
import { toPurchaseOption } from './pricing';

/** A product's classifiers and prices, loaded for a whole set of products at once. */
export interface ProductRelations {
  categories: Map<string, Category[]>;
  languages: Map<string, ProductLanguage[]>;
  genres: Map<string, Genre[]>;
  tags: Map<string, Tag[]>;
  /** The default purchase option, by purchase option group. */
  defaultOptions: Map<string, PurchaseOption>;
  /** Discounts in force, by discount option group. */
  discounts: Map<string, (typeof discountOptions.$inferSelect)[]>;
}

export interface RelationKeys {
  productIds: readonly string[];
  purchaseOptionGroupIds: readonly string[];
  discountOptionGroupIds: readonly string[];
  /** User-level discounts of this connection count too. */
  connectionId: string | null;
  now: Date;
}

const parentCategories = alias(categories, 'parent_category');

function groupBy<T, V>(rows: readonly T[], key: (row: T) => string, value: (row: T) => V): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(value(row));
    else groups.set(key(row), [value(row)]);
  }
  return groups;
}

/**
 * The relations' statements, each built once (decision 0027): a catalogue page sends all six, and
 * building them was most of the api's Drizzle time on an uncached page.
 */
const categoriesOf = reusableStatement('product_relations_categories', (db) =>
  db
    .select({
      productId: productCategories.productId,
      id: categories.id,
      category: categories.category,
      parentId: categories.parentId,
      parentCategory: parentCategories.category,
    })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .leftJoin(parentCategories, eq(parentCategories.id, categories.parentId))
    .where(and(isAnyOfPlaceholder(productCategories.productId, 'productIds'), eq(categories.deleted, false)))
    .orderBy(asc(categories.sortOrder), asc(categories.category)),
);

const languagesOf = reusableStatement('product_relations_languages', (db) =>
  db
    .select({ productId: productLanguages.productId, code: languages.code, name: languages.name })
    .from(productLanguages)
    .innerJoin(languages, eq(languages.id, productLanguages.languageId))
    .where(isAnyOfPlaceholder(productLanguages.productId, 'productIds'))
    .orderBy(asc(languages.name)),
);

const genresOf = reusableStatement('product_relations_genres', (db) =>
  db
    .select({ productId: productGenres.productId, id: genres.id, category: genres.category })
    .from(productGenres)
    .innerJoin(genres, eq(genres.id, productGenres.genreId))
    .where(isAnyOfPlaceholder(productGenres.productId, 'productIds'))
    .orderBy(asc(genres.category)),
);

const tagsOf = reusableStatement('product_relations_tags', (db) =>
  db
    .select({ productId: productTags.productId, id: tags.id, tag: tags.tag })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(and(isAnyOfPlaceholder(productTags.productId, 'productIds'), eq(tags.deleted, false)))
    .orderBy(asc(tags.tag)),
);

const defaultOptionsOf = reusableStatement('product_relations_default_options', (db) =>
  db
    .select()
    .from(purchaseOptions)
    .where(
      and(isAnyOfPlaceholder(purchaseOptions.purchaseOptionGroupId, 'groupIds'), eq(purchaseOptions.isDefault, true)),
    ),
);

const discountsInForce = (db: DbOrTx, level: SQL | undefined) =>
  db
    .select()
    .from(discountOptions)
    .where(
      and(
        isAnyOfPlaceholder(discountOptions.discountOptionGroupId, 'groupIds'),
        lte(discountOptions.startsAt, sql.placeholder('now')),
        or(isNull(discountOptions.endsAt), gt(discountOptions.endsAt, sql.placeholder('now'))),
        level,
      ),
    );

/** A visitor sees product-level discounts only. */
const productDiscountsOf = reusableStatement('product_relations_discounts', (db) =>
  discountsInForce(db, eq(discountOptions.discountLevel, 'PRODUCT')),
);

/** A connection also sees the discounts given to it alone. */
const connectionDiscountsOf = reusableStatement('product_relations_connection_discounts', (db) =>
  discountsInForce(
    db,
    or(eq(discountOptions.discountLevel, 'PRODUCT'), eq(discountOptions.connectionId, sql.placeholder('connectionId'))),
  ),
);

/**
 * One query per relation for all the products together, never one per product, so a page of 100
 * costs what a page of 1 does. Empty key sets skip their query.
 */
export async function loadRelations(db: DbOrTx, keys: RelationKeys): Promise<ProductRelations> {
  const productIds = uuidArray(keys.productIds);
  const none = keys.productIds.length === 0;
  const [categoryRows, languageRows, genreRows, tagRows, optionRows, discountRows] = await readTogether(db, [
    (db) => (none ? [] : categoriesOf(db, { productIds })),
    (db) => (none ? [] : languagesOf(db, { productIds })),
    (db) => (none ? [] : genresOf(db, { productIds })),
    (db) => (none ? [] : tagsOf(db, { productIds })),
    (db) =>
      keys.purchaseOptionGroupIds.length === 0
        ? []
        : defaultOptionsOf(db, { groupIds: uuidArray(keys.purchaseOptionGroupIds) }),
    (db) => {
      if (keys.discountOptionGroupIds.length === 0) return [];
      const groupIds = uuidArray(keys.discountOptionGroupIds);
      return keys.connectionId === null
        ? productDiscountsOf(db, { groupIds, now: keys.now })
        : connectionDiscountsOf(db, { groupIds, now: keys.now, connectionId: keys.connectionId });
    },
  ]);

  return {
    categories: groupBy(
      categoryRows,
      (row) => row.productId,
      (row) => ({
        id: row.id,
        category: row.category,
        parentId: row.parentId,
        parentCategory: row.parentCategory,
      }),
    ),
    languages: groupBy(
      languageRows,
      (row) => row.productId,
      (row) => ({ code: row.code, name: row.name }),
    ),
    genres: groupBy(
      genreRows,
      (row) => row.productId,
      (row) => ({ id: row.id, category: row.category }),
    ),
    tags: groupBy(
      tagRows,
      (row) => row.productId,
      (row) => ({ id: row.id, tag: row.tag }),
    ),
    defaultOptions: new Map(optionRows.map((row) => [row.purchaseOptionGroupId, toPurchaseOption(row)])),
    discounts: groupBy(
      discountRows,
      (row) => row.discountOptionGroupId,
      (row) => row,
    ),
  };
}
