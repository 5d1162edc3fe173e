import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, purchaseOptions } from '../../db/schema';

/**
 * The product's first monthly subscription option (by its order), with its price before taxes and
 * discounts, or null when it is not sold by the month: what a pause takes (decision 0070) and what a
 * retention offer's downgrade moves to (decision 0075).
 */
export async function monthlySubscriptionOption(
  db: DbOrTx,
  productId: string,
): Promise<{ id: string; defaultPrice: number } | null> {
  const [option] = await db
    .select({ id: purchaseOptions.id, defaultPrice: purchaseOptions.defaultPrice })
    .from(products)
    .innerJoin(purchaseOptions, eq(purchaseOptions.purchaseOptionGroupId, products.purchaseOptionGroupId))
    .where(
      and(
        eq(products.id, productId),
        eq(purchaseOptions.purchaseType, 'PURCHASE_TYPE_SUBSCRIPTION'),
        eq(purchaseOptions.utilizationPeriod, 1),
        eq(purchaseOptions.utilizationPeriodUnit, 'MONTHS'),
      ),
    )
    .orderBy(asc(purchaseOptions.sortOrder), asc(purchaseOptions.id))
    .limit(1);
  return option ?? null;
}
