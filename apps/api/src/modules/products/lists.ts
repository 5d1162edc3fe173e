import type { ProductPage, ProductSummary } from '@selfcare/contracts';
import { count, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { listingOrder, selectProductRows } from './product-rows';
import { summarise } from './summaries';
import type { Viewer } from './viewer';

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** Every product matching `where`, in catalogue order. */
export async function listProducts(
  db: DbOrTx,
  where: SQL | undefined,
  viewer: Viewer | null,
): Promise<ProductSummary[]> {
  const rows = await selectProductRows(db)
    .where(where)
    .orderBy(...listingOrder);
  return summarise(db, rows, viewer, new Date());
}

/** The rows of one page of the products matching `where`. */
export function pageRowsQuery(db: DbOrTx, where: SQL | undefined, { page, pageSize }: PageRequest) {
  return selectProductRows(db)
    .where(where)
    .orderBy(...listingOrder)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/**
 * How many products match `where`. The filters are on the product's own columns (ofTypeName looks the
 * type up by name), so no join: for a listed type or sub type this is an index-only count.
 */
export function totalQuery(db: DbOrTx, where: SQL | undefined) {
  return db.select({ total: count() }).from(products).where(where);
}

/** One page of the products matching `where`, and how many match in all. */
export async function pageOfProducts(
  db: DbOrTx,
  where: SQL | undefined,
  request: PageRequest,
  viewer: Viewer | null,
): Promise<ProductPage> {
  const [rows, totals] = await Promise.all([pageRowsQuery(db, where, request), totalQuery(db, where)]);
  return {
    items: await summarise(db, rows, viewer, new Date()),
    page: request.page,
    pageSize: request.pageSize,
    total: totals[0]?.total ?? 0,
  };
}
