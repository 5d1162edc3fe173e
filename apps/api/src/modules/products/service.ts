import type { ProductPage, ProductSummary } from '@selfcare/contracts';
import { CatalogueTag } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import { isAnyOf } from '../../db/any-of';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { listProducts, type PageRequest, pageOfProducts } from './lists';
import { isListed, ofTypes, type TagFilter, type VodFilters, withAnyTag } from './product-rows';
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

export function productsByTypes(
  db: DbOrTx,
  viewer: Viewer | null,
  typeIds: readonly string[],
): Promise<ProductSummary[]> {
  return listProducts(db, and(isListed(), ofTypes(typeIds)), viewer);
}

export function productsByTypesAndTags(
  db: DbOrTx,
  viewer: Viewer | null,
  input: { typeIds: readonly string[]; tags: TagFilter },
): Promise<ProductSummary[]> {
  return listProducts(db, and(isListed(), ofTypes(input.typeIds), withAnyTag(input.tags)), viewer);
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
