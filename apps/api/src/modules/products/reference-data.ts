import type { Category, Genre, Language, ProductType, SubType } from '@selfcare/contracts';
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  categories,
  genres,
  languages,
  productCategories,
  productGenres,
  productLanguages,
  productSubTypes,
  products,
  productTypes,
} from '../../db/schema';
import { isActive, isListed } from './product-rows';

/** The classifiers the catalogue screens build their tabs, dropdowns and groups from. */

export function listProductTypes(db: DbOrTx): Promise<ProductType[]> {
  return db
    .select({ id: productTypes.id, typeName: productTypes.typeName, name: productTypes.name })
    .from(productTypes)
    .orderBy(asc(productTypes.sortOrder), asc(productTypes.typeName));
}

/** Sub types of a parent type in tab order; an unknown parent has none. */
export function listSubTypes(db: DbOrTx, parentTypeId: string, options: { activeOnly: boolean }): Promise<SubType[]> {
  return db
    .select({
      id: productSubTypes.id,
      parentTypeId: productSubTypes.parentTypeId,
      typeName: productSubTypes.typeName,
      displayName: productSubTypes.displayName,
      active: productSubTypes.active,
    })
    .from(productSubTypes)
    .where(
      and(
        eq(productSubTypes.parentTypeId, parentTypeId),
        options.activeOnly ? eq(productSubTypes.active, true) : undefined,
      ),
    )
    .orderBy(asc(productSubTypes.sortOrder), asc(productSubTypes.typeName));
}

/** The classifier (a language or genre) is linked to a listed product of the sub type. */
function usedInSubType(subTypeId: string, link: { table: PgTable; productId: PgColumn; ref: PgColumn }, ref: PgColumn) {
  return exists(
    sql`(select 1 from ${link.table} inner join ${products} on ${products.id} = ${link.productId} where ${link.ref} = ${ref} and ${products.productSubTypeId} = ${subTypeId} and ${isListed()})`,
  );
}

/** All languages, or only those of the listed titles of a sub type (an On Demand tab's dropdown). */
export function listLanguages(db: DbOrTx, subTypeId: string | undefined): Promise<Language[]> {
  return db
    .select({ id: languages.id, code: languages.code, name: languages.name })
    .from(languages)
    .where(
      subTypeId === undefined
        ? undefined
        : usedInSubType(
            subTypeId,
            { table: productLanguages, productId: productLanguages.productId, ref: productLanguages.languageId },
            languages.id,
          ),
    )
    .orderBy(asc(languages.name));
}

/** All genres, or only those of the listed titles of a sub type; one or none hides the dropdown. */
export function listGenres(db: DbOrTx, subTypeId: string | undefined): Promise<Genre[]> {
  return db
    .select({ id: genres.id, category: genres.category })
    .from(genres)
    .where(
      subTypeId === undefined
        ? undefined
        : usedInSubType(
            subTypeId,
            { table: productGenres, productId: productGenres.productId, ref: productGenres.genreId },
            genres.id,
          ),
    )
    .orderBy(asc(genres.category));
}

const parentCategories = alias(categories, 'parent_category');

/**
 * Categories of the active products of a type (the channel categories): only active products
 * contribute, and a name given twice is listed once, at its first place (spec 001 section 4).
 */
export async function listCategoriesOfType(db: DbOrTx, productTypeId: string): Promise<Category[]> {
  const rows = await db
    .select({
      id: categories.id,
      category: categories.category,
      parentId: categories.parentId,
      parentCategory: parentCategories.category,
    })
    .from(categories)
    .leftJoin(parentCategories, eq(parentCategories.id, categories.parentId))
    .where(
      and(
        eq(categories.deleted, false),
        exists(
          sql`(select 1 from ${productCategories} inner join ${products} on ${products.id} = ${productCategories.productId} where ${productCategories.categoryId} = ${categories.id} and ${products.productTypeId} = ${productTypeId} and ${isActive()})`,
        ),
      ),
    )
    .orderBy(asc(categories.sortOrder), asc(categories.category), asc(categories.id));
  const seen = new Set<string>();
  return rows.filter((row) => {
    const name = row.category.trim().toLowerCase();
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}
