import { asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, purchases } from '../../db/schema';
import { roundToCents } from '../products/pricing';

/**
 * What one operator charge takes for a registration's pending package and the extra screens chosen with
 * it (decision 0030): their prices and taxes as subscribe wrote them, so the charge is the quote shown,
 * and their names for the payment's line ('PEO Family + Additional Screen').
 */
export async function orderPayment(
  db: DbOrTx,
  purchaseId: string,
): Promise<{ amount: number; taxAmount: number; itemName: string }> {
  const rows = await db
    .select({ price: purchases.price, taxAmount: purchases.taxAmount, name: products.name })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .where(or(eq(purchases.id, purchaseId), eq(purchases.paidWithPurchaseId, purchaseId)))
    // The package first, then its extras by name, as orderName writes them for a card.
    .orderBy(sql`${purchases.paidWithPurchaseId} is not null`, asc(products.name));
  const sum = (read: (row: (typeof rows)[number]) => number) =>
    roundToCents(rows.reduce((total, row) => total + read(row), 0));
  return {
    amount: sum((row) => row.price + row.taxAmount),
    taxAmount: sum((row) => row.taxAmount),
    itemName: rows.map((row) => row.name).join(' + '),
  };
}
