import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { livePurchaseStatuses, products, productTypes, purchases } from '../../db/schema';
import { purchaseRule } from './errors';

/**
 * The connection's live base package purchase, locked FOR KEY SHARE for the caller's transaction, with
 * the day its pause ends (null when not paused). A base package's pause locks that row FOR UPDATE and
 * then looks for anything else running on the connection (decision 0074), so a purchase and that pause
 * run one after the other: the purchase sees the pause, or the pause sees the purchase. The weak lock
 * leaves the row's other updates free.
 */
async function lockBasePackage(db: DbOrTx, connectionId: string) {
  const [row] = await db
    .select({ pauseResumesOn: purchases.pauseResumesOn })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(
      and(
        eq(purchases.connectionId, connectionId),
        eq(purchases.isBundled, false),
        inArray(purchases.status, [...livePurchaseStatuses]),
        eq(productTypes.typeName, 'package'),
      ),
    )
    .limit(1)
    .for('key share', { of: purchases });
  return row ?? null;
}

/** Refuses a purchase or package change while the connection's base package is paused (decision 0074). */
export async function requireBasePackageRunning(db: DbOrTx, connectionId: string): Promise<void> {
  const base = await lockBasePackage(db, connectionId);
  if (base?.pauseResumesOn) throw purchaseRule('purchase.basePackagePaused', { date: base.pauseResumesOn });
}
