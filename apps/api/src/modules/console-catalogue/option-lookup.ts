import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, purchaseOptions } from '../../db/schema';
import { notFoundText } from '../console/console-errors';

export const optionNotFound = () => notFoundText('No purchase option has this id.');

/** A purchase option and the product whose group it belongs to; locked FOR UPDATE when asked. 404 if none. */
export async function findOption(db: DbOrTx, optionId: string, lock = false) {
  const query = db
    .select({ option: purchaseOptions, productId: products.id })
    .from(purchaseOptions)
    .leftJoin(products, eq(products.purchaseOptionGroupId, purchaseOptions.purchaseOptionGroupId))
    .where(eq(purchaseOptions.id, optionId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: purchaseOptions }) : await query;
  if (!row) throw optionNotFound();
  return { option: row.option, productId: row.productId ?? '' };
}
