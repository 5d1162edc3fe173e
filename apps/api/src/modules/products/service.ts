import type { ProductPage, ProductSummary } from '@selfcare/contracts';
import { CatalogueTag } from '@selfcare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { isAnyOf, isAnyOfPlaceholder, uuidArray } from '../../db/any-of';
import type { DbOrTx } from '../../db/client';
import { reusableStatement } from '../../db/reusable-statement';
import { livePurchaseStatuses, products, purchases } from '../../db/schema';
import { oneOf } from '../../db/schema/constraints';
import { listProducts, type PageRequest, pageOfProducts } from './lists';
import {
  isListed,
  listingOrder,
  selectProductRows,
  type TagFilter,
  type VodFilters,
  withAnyTag,
  withAnyTagOf,
} from './product-rows';
import { summarise } from './summaries';
import type { Viewer } from './viewer';

/**
 * The public catalogue lists. Each lists only active, displayed products; an id that is well formed
 * but names nothing simply matches nothing (an empty list), while malformed ids never get here (400).
 */

export function productsByType(
  db: DbOrTx,
  viewer: Viewer | null,
  query: { typeid: string } & PageRequest & VodFilters,
): Promise<ProductPage> {
  return pageOfProducts(db, query, viewer);
}

/**
 * The lists of types, with and without tags, built once (decision 0027): the landing page's featured
 * lists and MY CONTENT send them.
 */
const listedOfTypes = reusableStatement('products_listed_of_types', (db) =>
  selectProductRows(db)
    .where(and(isListed(), isAnyOfPlaceholder(products.productTypeId, 'typeIds')))
    .orderBy(...listingOrder),
);

const listedOfTypesWithTags = reusableStatement('products_listed_of_types_with_tags', (db) =>
  selectProductRows(db)
    .where(and(isListed(), isAnyOfPlaceholder(products.productTypeId, 'typeIds'), withAnyTagOf('tagNames', 'tagIds')))
    .orderBy(...listingOrder),
);

export async function productsByTypes(
  db: DbOrTx,
  viewer: Viewer | null,
  typeIds: readonly string[],
): Promise<ProductSummary[]> {
  const rows = await listedOfTypes(db, { typeIds: uuidArray(typeIds) });
  return summarise(db, rows, viewer, new Date());
}

/** The listed products of the types of which the connection holds a purchase of its own, live. */
const listedOfTypesHeld = reusableStatement('products_listed_of_types_held', (db) =>
  selectProductRows(db)
    .where(
      and(
        isListed(),
        isAnyOfPlaceholder(products.productTypeId, 'typeIds'),
        sql`exists (select 1 from ${purchases} where ${purchases.productId} = ${products.id} and ${purchases.connectionId} = ${sql.placeholder('connectionId')} and ${oneOf(purchases.status, livePurchaseStatuses)} and not ${purchases.isBundled})`,
      ),
    )
    .orderBy(...listingOrder),
);

/**
 * MY CONTENT (held=own): the products of the types the connection bought on its own and holds, with
 * their marks; what came with a package is left out. The same products as the whole list's marked
 * `isPurchased` and not `isBundled`, read from the connection's purchases instead of the catalogue.
 */
export async function ownProductsByTypes(
  db: DbOrTx,
  viewer: Viewer,
  typeIds: readonly string[],
): Promise<ProductSummary[]> {
  const rows = await listedOfTypesHeld(db, { typeIds: uuidArray(typeIds), connectionId: viewer.connectionId });
  const summaries = await summarise(db, rows, viewer, new Date());
  return summaries.filter((product) => product.isPurchased && !product.isBundled);
}

export async function productsByTypesAndTags(
  db: DbOrTx,
  viewer: Viewer | null,
  input: { typeIds: readonly string[]; tags: TagFilter },
): Promise<ProductSummary[]> {
  const { names = [], ids = [] } = input.tags;
  if (names.length === 0 && ids.length === 0) return productsByTypes(db, viewer, input.typeIds);
  const rows = await listedOfTypesWithTags(db, {
    typeIds: uuidArray(input.typeIds),
    tagNames: [...names],
    tagIds: uuidArray(ids),
  });
  return summarise(db, rows, viewer, new Date());
}

/** In the order asked; unknown, inactive and hidden products are left out. */
export async function productsByIdList(
  db: DbOrTx,
  viewer: Viewer | null,
  idList: readonly string[],
): Promise<ProductSummary[]> {
  const found = await listProducts(db, and(isListed(), isAnyOf(products.id, idList)), viewer);
  const byId = new Map(found.map((product) => [product.id, product]));
  return [...new Set(idList)].flatMap((id) => byId.get(id) ?? []);
}

export function allVods(db: DbOrTx, viewer: Viewer | null, query: PageRequest & VodFilters): Promise<ProductPage> {
  return pageOfProducts(db, { ...query, typeid: undefined }, viewer);
}

/** The Trending carousel of an On Demand tab. */
export function trendingVods(db: DbOrTx, viewer: Viewer | null, subTypeId: string): Promise<ProductSummary[]> {
  return listProducts(
    db,
    and(isListed(), eq(products.productSubTypeId, subTypeId), withAnyTag({ names: [CatalogueTag.trending] })),
    viewer,
  );
}

/** Products sold as a package family (secondary packages, promotional packages, primary data bundles). */
export function productsByPackageType(
  db: DbOrTx,
  viewer: Viewer | null,
  packageTypeId: string,
): Promise<ProductSummary[]> {
  return listProducts(db, and(isListed(), eq(products.packageTypeId, packageTypeId)), viewer);
}
