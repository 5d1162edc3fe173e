import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { basePackageChanges, livePurchaseStatuses, products, productTypes, purchases } from '../../db/schema';
import { pauseConflict } from './errors';

/** Is the product a base package, and has the operator let its subscribers pause it (decision 0074)? */
export async function basePackagePermission(
  db: DbOrTx,
  productId: string,
): Promise<{ isBasePackage: boolean; pauseAllowed: boolean }> {
  const [row] = await db
    .select({ typeName: productTypes.typeName, pauseAllowed: products.pauseAllowed })
    .from(products)
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .where(eq(products.id, productId));
  return { isBasePackage: row?.typeName === 'package', pauseAllowed: row?.pauseAllowed ?? false };
}

/**
 * A base package pauses only on its own (decision 0074): everything else on the connection needs it, so
 * nothing else may be running (bought, paid for, unsubscribed but still watched, or paused), and no
 * package change may be waiting. The base package's row is locked by the caller; a purchase locks it
 * too before buying (`purchasing/paused-base-package.ts`), so none can slip in between.
 */
export async function requireBasePackageAlone(db: DbOrTx, connectionId: string, purchaseId: string): Promise<void> {
  const [other] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.connectionId, connectionId),
        eq(purchases.isBundled, false),
        ne(purchases.id, purchaseId),
        inArray(purchases.status, [...livePurchaseStatuses]),
      ),
    )
    .limit(1);
  if (other) throw pauseConflict('basePackageHoldsOthers');
  const [change] = await db
    .select({ id: basePackageChanges.id })
    .from(basePackageChanges)
    .where(and(eq(basePackageChanges.connectionId, connectionId), eq(basePackageChanges.status, 'PENDING')))
    .limit(1);
  if (change) throw pauseConflict('basePackageChangePending');
}
