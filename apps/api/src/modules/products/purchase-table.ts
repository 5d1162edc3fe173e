import type { PurchaseOption } from '@selfcare/contracts';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, purchaseOptionGroups, purchaseOptions } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { toPurchaseOption } from './pricing';

/**
 * The purchase table: the options of a purchase option group. The spec calls it by the group id (a
 * product's purchaseOptionGroupId); a product id is taken as its product's group, so either works.
 */
export async function purchaseOptionsAll(db: DbOrTx, id: string): Promise<PurchaseOption[]> {
  const groupOfProduct = db.select({ id: products.purchaseOptionGroupId }).from(products).where(eq(products.id, id));
  const rows = await db
    .select()
    .from(purchaseOptions)
    .where(
      or(eq(purchaseOptions.purchaseOptionGroupId, id), inArray(purchaseOptions.purchaseOptionGroupId, groupOfProduct)),
    )
    .orderBy(asc(purchaseOptions.sortOrder), asc(purchaseOptions.id));
  if (rows.length === 0 && !(await groupOrProductExists(db, id))) throw notFound();
  return rows.map(toPurchaseOption);
}

/** Asked only when there are no options: an empty group, or a product that is only ever bundled. */
async function groupOrProductExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: purchaseOptionGroups.id })
    .from(purchaseOptionGroups)
    .where(eq(purchaseOptionGroups.id, id))
    .unionAll(db.select({ id: products.id }).from(products).where(eq(products.id, id)));
  return rows.length > 0;
}
