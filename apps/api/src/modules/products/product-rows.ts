import { and, asc, eq, exists, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  languages,
  type ProductTypeName,
  productGenres,
  productLanguages,
  productSubTypes,
  products,
  productTags,
  productTypes,
  tags,
} from '../../db/schema';
import { isLiteral } from '../../db/schema/constraints';

/** A product with the names of its type and sub type: everything a summary needs from its own row. */
export interface ProductRow {
  product: typeof products.$inferSelect;
  typeName: ProductTypeName;
  typeDisplayName: string;
  subTypeName: string | null;
  subTypeDisplayName: string | null;
}

export function selectProductRows(db: DbOrTx) {
  return db
    .select({
      product: products,
      typeName: productTypes.typeName,
      typeDisplayName: productTypes.name,
      subTypeName: productSubTypes.typeName,
      subTypeDisplayName: productSubTypes.displayName,
    })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .leftJoin(productSubTypes, eq(productSubTypes.id, products.productSubTypeId));
}

/** Catalogue order; the id breaks ties so pages never overlap. Served by the products listing indexes. */
export const listingOrder = [asc(products.sortOrder), asc(products.id)] as const;

// Literals, as the listing indexes' predicates are: a named statement's generic plan can then use them.
export const isActive = () => isLiteral(products.status, 'PRODUCT_STATUS_ACTIVE');

/** What public lists show: active and not hidden (an SVOD's child videos are reached through the SVOD). */
export const isListed = () => and(isActive(), sql`${products.enableDisplay}`);

export const isStandalone = () => eq(products.purchaseMode, 'PURCHASE_MODE_STANDALONE');

/**
 * By the type's id, looked up once (type names are unique): an equality on products.product_type_id lets
 * a page walk the listing index in order, where a filter on the joined type's name made PostgreSQL sort
 * every product of the type.
 */
export const ofTypeName = (typeName: ProductTypeName) =>
  sql`${products.productTypeId} = (select ${productTypes.id} from ${productTypes} where ${productTypes.typeName} = ${typeName})`;

export interface VodFilters {
  subtypeid?: string | undefined;
  languageCode?: string | undefined;
  genreId?: string | undefined;
}

/** The On Demand grid filters, each a value or a statement's placeholder; an absent one (ALL) does not narrow. */
export function vodFilters(
  filters: { [Filter in keyof VodFilters]?: string | Placeholder | undefined },
): SQL | undefined {
  const { subtypeid, languageCode, genreId } = filters;
  return and(
    subtypeid === undefined ? undefined : eq(products.productSubTypeId, subtypeid),
    languageCode === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${productLanguages} inner join ${languages} on ${languages.id} = ${productLanguages.languageId} where ${productLanguages.productId} = ${products.id} and ${languages.code} = ${languageCode})`,
        ),
    genreId === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${productGenres} where ${productGenres.productId} = ${products.id} and ${productGenres.genreId} = ${genreId})`,
        ),
  );
}

export interface TagFilter {
  names?: readonly string[] | undefined;
  ids?: readonly string[] | undefined;
}

const carryingTag = (byTag: SQL | undefined) =>
  exists(
    sql`(select 1 from ${productTags} inner join ${tags} on ${tags.id} = ${productTags.tagId} where ${productTags.productId} = ${products.id} and not ${tags.deleted} and ${byTag})`,
  );

/** Products carrying any of the tags (deleted tags match nothing); no tags given: no filter. */
export function withAnyTag({ names = [], ids = [] }: TagFilter): SQL | undefined {
  if (names.length === 0 && ids.length === 0) return undefined;
  return carryingTag(
    or(
      names.length > 0 ? inArray(tags.tag, [...names]) : undefined,
      ids.length > 0 ? inArray(tags.id, [...ids]) : undefined,
    ),
  );
}

/** withAnyTag in a statement built once: its names given as an array of text, its ids as a uuidArray. */
export function withAnyTagOf(names: string, ids: string): SQL {
  return carryingTag(
    sql`(${tags.tag} = any(${sql.placeholder(names)}::text[]) or ${tags.id} = any(${sql.placeholder(ids)}::uuid[]))`,
  );
}
