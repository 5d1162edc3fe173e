import type { ProductDetail, ProductSummary } from '@selfcare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { isAnyOf } from '../../db/any-of';
import type { DbOrTx } from '../../db/client';
import { readTogether } from '../../db/read-together';
import {
  bundleChannels,
  packageContents,
  packageDataBundles,
  packageScreens,
  products,
  svodChildren,
} from '../../db/schema';
import { productNotFound } from './errors';
import { isActive, selectProductRows } from './product-rows';
import { summarise } from './summaries';
import type { Viewer } from './viewer';

type RelatedList = 'productList' | 'channelsList' | 'purchasableProductList' | 'dataBundle' | 'includedIn';

const listName = (list: RelatedList) => sql<RelatedList>`cast(${list} as text)`;

/** Every product related to one product, tagged with the list it belongs in; one query. */
function relatedLinks(db: DbOrTx, productId: string) {
  return db
    .select({ list: listName('productList'), id: packageContents.productId, sortOrder: packageContents.sortOrder })
    .from(packageContents)
    .where(eq(packageContents.packageId, productId))
    .unionAll(
      db
        .select({ list: listName('productList'), id: svodChildren.vodId, sortOrder: svodChildren.sortOrder })
        .from(svodChildren)
        .where(eq(svodChildren.svodId, productId)),
    )
    .unionAll(
      db
        .select({ list: listName('channelsList'), id: bundleChannels.channelId, sortOrder: bundleChannels.sortOrder })
        .from(bundleChannels)
        .where(eq(bundleChannels.bundleId, productId)),
    )
    .unionAll(
      db
        .select({
          list: listName('purchasableProductList'),
          id: packageScreens.screensProductId,
          sortOrder: sql<number>`0`,
        })
        .from(packageScreens)
        .where(eq(packageScreens.packageId, productId)),
    )
    .unionAll(
      db
        .select({ list: listName('dataBundle'), id: packageDataBundles.dataBundleId, sortOrder: sql<number>`0` })
        .from(packageDataBundles)
        .where(eq(packageDataBundles.packageId, productId)),
    )
    .unionAll(
      db
        .select({ list: listName('includedIn'), id: packageContents.packageId, sortOrder: sql<number>`0` })
        .from(packageContents)
        .where(eq(packageContents.productId, productId)),
    )
    .unionAll(
      db
        .select({ list: listName('includedIn'), id: bundleChannels.bundleId, sortOrder: sql<number>`0` })
        .from(bundleChannels)
        .where(eq(bundleChannels.channelId, productId)),
    );
}

/**
 * A product page: the product and its related lists (active products only), priced and marked for the
 * viewer. Hidden and inactive products are answered too (an SVOD's child page, a purchased product
 * since withdrawn); their status says so.
 */
export async function productDetail(db: DbOrTx, viewer: Viewer | null, productId: string): Promise<ProductDetail> {
  const [[row], links] = await readTogether(db, [
    (db) => selectProductRows(db).where(eq(products.id, productId)),
    (db) => relatedLinks(db, productId),
  ]);
  if (!row) throw productNotFound();
  const childIds = [...new Set(links.map((link) => link.id))];
  const childRows =
    childIds.length === 0 ? [] : await selectProductRows(db).where(and(isAnyOf(products.id, childIds), isActive()));
  const summaries = await summarise(db, [row, ...childRows], viewer, new Date());
  const byId = new Map(summaries.map((summary) => [summary.id, summary]));
  // Links without an order of their own (screens, data bundles) follow the catalogue order.
  const catalogueOrder = new Map(childRows.map((child) => [child.product.id, child.product.sortOrder]));
  const position = (id: string) => catalogueOrder.get(id) ?? 0;
  const listOf = (list: RelatedList): ProductSummary[] =>
    links
      .filter((link) => link.list === list)
      .sort((a, b) => a.sortOrder - b.sortOrder || position(a.id) - position(b.id) || a.id.localeCompare(b.id))
      .flatMap((link) => byId.get(link.id) ?? []);
  const [summary] = summaries;
  if (!summary) throw productNotFound();
  return {
    ...summary,
    additionalDetails: row.product.additionalDetails,
    lowestAgeGroup: row.product.lowestAgeGroup,
    productList: listOf('productList'),
    channelsList: listOf('channelsList'),
    purchasableProductList: listOf('purchasableProductList'),
    dataBundle: listOf('dataBundle'),
    // Only what can be bought: a package or bundle sold on its own.
    includedIn: listOf('includedIn').filter((container) => container.standalone === 'PURCHASE_MODE_STANDALONE'),
  };
}
