import type { PrimaryDataBundle, ProductSummary, UiLanguage } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { products, productTypes, purchases } from '../../db/schema';
import { utcDate } from '../products/dates';
import { productNotFound } from '../products/errors';
import { listProducts } from '../products/lists';
import { isListed, isStandalone, ofTypeName, selectProductRows } from '../products/product-rows';
import { isEntitled, loadLivePurchases } from '../products/purchase-state';
import { summarise } from '../products/summaries';
import type { Viewer } from '../products/viewer';

/** Data bundles on sale, for broadband connections only (spec 001 section 6); others get none. */
export function dataBundlesFor(db: DbOrTx, viewer: Viewer): Promise<ProductSummary[]> {
  if (!viewer.broadband) return Promise.resolve([]);
  return listProducts(db, and(isListed(), isStandalone(), ofTypeName('databundle')), viewer);
}

const primaryDataBundleType = (db: DbOrTx) =>
  db.select({ id: productTypes.id }).from(productTypes).where(eq(productTypes.typeName, 'primarydatabundle'));

/** The data bundle that came with the connection's base package, while the connection holds it. */
export async function primaryDataBundle(db: DbOrTx, viewer: Viewer): Promise<PrimaryDataBundle> {
  const now = new Date();
  const today = utcDate(now);
  const held = (await loadLivePurchases(db, viewer.connectionId))
    .filter((purchase) => isEntitled(purchase, today))
    .map((purchase) => purchase.productId);
  if (held.length === 0) return { dataBundle: null };
  const rows = await selectProductRows(db)
    .where(and(inArray(products.id, held), inArray(products.packageTypeId, primaryDataBundleType(db))))
    .limit(1);
  const [dataBundle] = await summarise(db, rows, viewer, now);
  return { dataBundle: dataBundle ?? null };
}

/**
 * Whether the connection's latest purchase of a data bundle went through: '' when it did (provisioning
 * may still be under way), else the reason, in the caller's `language`, which the portal reports as a
 * failure (spec 001 section 4).
 */
export async function dataBundlePurchaseStatus(
  db: DbOrTx,
  connectionId: string,
  productId: string,
  language: UiLanguage,
): Promise<string> {
  const [[product], [purchase]] = await readTogether(db, [
    (db) =>
      db
        .select({ id: products.id })
        .from(products)
        .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
        .where(and(eq(products.id, productId), eq(productTypes.typeName, 'databundle'))),
    (db) =>
      db
        .select({
          status: purchases.status,
          paymentStatus: purchases.paymentStatus,
          provisioningStatus: purchases.provisioningStatus,
        })
        .from(purchases)
        .where(and(eq(purchases.connectionId, connectionId), eq(purchases.productId, productId)))
        .orderBy(desc(purchases.purchasedAt), desc(purchases.createdAt))
        .limit(1),
  ]);
  if (!product) throw productNotFound();
  if (!purchase || purchase.status === 'PURCHASE_EXPIRED' || purchase.status === 'PURCHASE_REMOVED') {
    return messageTextIn(language, 'dataBundle.notPurchased');
  }
  if (
    purchase.status === 'PURCHASE_FAILED' ||
    purchase.paymentStatus === 'FAILURE' ||
    purchase.paymentStatus === 'RETRY'
  ) {
    return messageTextIn(language, 'dataBundle.paymentFailed');
  }
  if (purchase.status === 'PURCHASE_PENDING') return messageTextIn(language, 'dataBundle.paymentPending');
  if (purchase.provisioningStatus === 'FAILURE') return messageTextIn(language, 'dataBundle.provisioningFailed');
  return '';
}
