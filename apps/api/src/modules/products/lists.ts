import type { ProductPage, ProductSummary } from '@selfcare/contracts';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { type PagedList, pagedListValues, pageStatementsFor } from './page-statements';
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

/** One page of the products a paged list shows (page-statements.ts), and how many it shows in all. */
export async function pageOfProducts(
  db: DbOrTx,
  query: PagedList & PageRequest,
  viewer: Viewer | null,
): Promise<ProductPage> {
  const { rows, total } = pageStatementsFor(query);
  const values = pagedListValues(query);
  const [pageRows, totals] = await readTogether(db, [
    (db) => rows(db, { ...values, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    (db) => total(db, values),
  ]);
  return {
    items: await summarise(db, pageRows, viewer, new Date()),
    page: query.page,
    pageSize: query.pageSize,
    total: totals[0]?.total ?? 0,
  };
}
