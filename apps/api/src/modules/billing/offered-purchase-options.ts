import type { PurchaseOption } from '@selfcare/contracts';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, purchaseOptions } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { productNotFound } from '../products/errors';
import { isAvailableTo, toPurchaseOption } from '../products/pricing';
import type { Viewer } from '../products/viewer';

/**
 * The options a connection may buy a product with: its group's options offered to the connection's
 * type. With purchaseOptionId, just that option, which must be one of them (404 otherwise).
 */
export async function purchaseOptionsFor(
  db: DbOrTx,
  viewer: Viewer,
  input: { productId: string; purchaseOptionId?: string | undefined },
): Promise<PurchaseOption[]> {
  const [product] = await db
    .select({ groupId: products.purchaseOptionGroupId })
    .from(products)
    .where(eq(products.id, input.productId));
  if (!product) throw productNotFound();
  const rows =
    product.groupId === null
      ? []
      : await db
          .select()
          .from(purchaseOptions)
          .where(eq(purchaseOptions.purchaseOptionGroupId, product.groupId))
          .orderBy(asc(purchaseOptions.sortOrder), asc(purchaseOptions.id));
  const offered = rows.map(toPurchaseOption).filter((option) => isAvailableTo(option, viewer.connectionType));
  if (input.purchaseOptionId === undefined) return offered;
  const chosen = offered.filter((option) => option.id === input.purchaseOptionId);
  if (chosen.length === 0) throw notFound();
  return chosen;
}
