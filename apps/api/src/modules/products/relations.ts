import type { Category, Genre, ProductLanguage, PurchaseOption, Tag } from '@selfcare/contracts';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isAnyOf } from '../../db/any-of';
import type { DbOrTx } from '../../db/client';
import { readTogether } from '../../db/read-together';
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
 * One query per relation for all the products together, never one per product, so a page of 100
 * costs what a page of 1 does. Empty key sets skip their query.
 */
export async function loadRelations(db: DbOrTx, keys: RelationKeys): Promise<ProductRelations> {
  const ids = [...keys.productIds];
  const [categoryRows, languageRows, genreRows, tagRows, optionRows, discountRows] = await readTogether(db, [
    () =>
      ids.length === 0
        ? []
        : db
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
            .where(and(isAnyOf(productCategories.productId, ids), eq(categories.deleted, false)))
            .orderBy(asc(categories.sortOrder), asc(categories.category)),
    () =>
      ids.length === 0
        ? []
        : db
            .select({ productId: productLanguages.productId, code: languages.code, name: languages.name })
            .from(productLanguages)
            .innerJoin(languages, eq(languages.id, productLanguages.languageId))
            .where(isAnyOf(productLanguages.productId, ids))
            .orderBy(asc(languages.name)),
    () =>
      ids.length === 0
        ? []
        : db
            .select({ productId: productGenres.productId, id: genres.id, category: genres.category })
            .from(productGenres)
            .innerJoin(genres, eq(genres.id, productGenres.genreId))
            .where(isAnyOf(productGenres.productId, ids))
            .orderBy(asc(genres.category)),
    () =>
      ids.length === 0
        ? []
        : db
            .select({ productId: productTags.productId, id: tags.id, tag: tags.tag })
            .from(productTags)
            .innerJoin(tags, eq(tags.id, productTags.tagId))
            .where(and(isAnyOf(productTags.productId, ids), eq(tags.deleted, false)))
            .orderBy(asc(tags.tag)),
    () =>
      keys.purchaseOptionGroupIds.length === 0
        ? []
        : db
            .select()
            .from(purchaseOptions)
            .where(
              and(
                isAnyOf(purchaseOptions.purchaseOptionGroupId, keys.purchaseOptionGroupIds),
                eq(purchaseOptions.isDefault, true),
              ),
            ),
    () =>
      keys.discountOptionGroupIds.length === 0
        ? []
        : db
            .select()
            .from(discountOptions)
            .where(
              and(
                isAnyOf(discountOptions.discountOptionGroupId, keys.discountOptionGroupIds),
                lte(discountOptions.startsAt, keys.now),
                or(isNull(discountOptions.endsAt), gt(discountOptions.endsAt, keys.now)),
                keys.connectionId === null
                  ? eq(discountOptions.discountLevel, 'PRODUCT')
                  : or(
                      eq(discountOptions.discountLevel, 'PRODUCT'),
                      eq(discountOptions.connectionId, keys.connectionId),
                    ),
              ),
            ),
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
