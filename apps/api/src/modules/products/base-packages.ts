import type { BasePackage } from '@selfcare/contracts';
import { and, asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { packageDataBundles, packageScreens, products } from '../../db/schema';
import { isActive, listingOrder, selectProductRows } from './product-rows';
import { summarise } from './summaries';
import type { Viewer } from './viewer';

/**
 * Base packages with their extra-screen products and data bundles, for the package carousels: the
 * packages, their links and the linked products each in one query, whatever the number of packages.
 */
export async function basePackages(db: DbOrTx, where: SQL | undefined, viewer: Viewer | null): Promise<BasePackage[]> {
  const now = new Date();
  const rows = await selectProductRows(db)
    .where(where)
    .orderBy(...listingOrder);
  if (rows.length === 0) return [];
  const packageIds = rows.map((row) => row.product.id);
  const links = await db
    .select({
      packageId: packageScreens.packageId,
      productId: packageScreens.screensProductId,
      list: sql<'screens' | 'data'>`cast('screens' as text)`,
    })
    .from(packageScreens)
    .where(inArray(packageScreens.packageId, packageIds))
    .unionAll(
      db
        .select({
          packageId: packageDataBundles.packageId,
          productId: packageDataBundles.dataBundleId,
          list: sql<'screens' | 'data'>`cast('data' as text)`,
        })
        .from(packageDataBundles)
        .where(inArray(packageDataBundles.packageId, packageIds)),
    );
  const linkedIds = [...new Set(links.map((link) => link.productId))];
  const linkedRows =
    linkedIds.length === 0
      ? []
      : await selectProductRows(db)
          .where(and(inArray(products.id, linkedIds), isActive()))
          .orderBy(asc(products.sortOrder), asc(products.id));
  const summaries = await summarise(db, [...rows, ...linkedRows], viewer, now);
  const byId = new Map(summaries.map((summary) => [summary.id, summary]));
  const linked = (packageId: string, list: 'screens' | 'data') =>
    linkedRows
      .filter((row) =>
        links.some((link) => link.packageId === packageId && link.list === list && link.productId === row.product.id),
      )
      .flatMap((row) => byId.get(row.product.id) ?? []);
  return summaries.slice(0, rows.length).map((summary) => ({
    ...summary,
    purchasableProductList: linked(summary.id, 'screens'),
    dataBundle: linked(summary.id, 'data'),
    chargedPrice: null,
  }));
}
