import type { ProductPage, ProductSummary } from '@selfcare/contracts';
import { count, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, productTypes } from '../../db/schema';
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

/** One page of the products matching `where`, and how many match in all. */
export async function pageOfProducts(
  db: DbOrTx,
  where: SQL | undefined,
  { page, pageSize }: PageRequest,
  viewer: Viewer | null,
): Promise<ProductPage> {
  const [rows, totals] = await Promise.all([
    selectProductRows(db)
      .where(where)
      .orderBy(...listingOrder)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    // The same joins as the rows, so a filter on the type's name counts the same products.
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
      .where(where),
  ]);
  return { items: await summarise(db, rows, viewer, new Date()), page, pageSize, total: totals[0]?.total ?? 0 };
}
