import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { livePurchaseStatuses, purchases } from '../../db/schema';

/** The connection's live purchase of a product, locked for the caller's transaction. */
export async function lockLivePurchase(
  db: DbOrTx,
  connectionId: string,
  where: { productId?: string; purchaseId?: string },
) {
  const [row] = await db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.connectionId, connectionId),
        inArray(purchases.status, [...livePurchaseStatuses]),
        where.productId ? eq(purchases.productId, where.productId) : undefined,
        where.purchaseId ? eq(purchases.id, where.purchaseId) : undefined,
      ),
    )
    .for('update');
  return row ?? null;
}
