import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { accounts, connections, products, purchases } from '../db/schema';
import { notFound } from '../lib/api-error';

/**
 * Moves a running subscription's paid period to end today (and a renewal waiting in dunning to be
 * tried today), so the next sweep renews it: the sandbox's time travel for one purchase.
 */
export async function bringRenewalToToday(
  db: DbOrTx,
  email: string,
  productName: string,
  today: string,
): Promise<{ purchaseId: string; billingEndDate: string }> {
  const [purchase] = await db
    .select({ id: purchases.id, nextRenewalOn: purchases.nextRenewalOn })
    .from(purchases)
    .innerJoin(connections, eq(connections.id, purchases.connectionId))
    .innerJoin(accounts, eq(accounts.id, connections.accountId))
    .innerJoin(products, eq(products.id, purchases.productId))
    .where(
      and(
        eq(accounts.email, email.toLowerCase()),
        eq(products.name, productName),
        eq(purchases.purchaseType, 'PURCHASE_TYPE_SUBSCRIPTION'),
        inArray(purchases.status, ['PURCHASE_COMPLETE']),
      ),
    );
  if (!purchase) throw notFound();
  await db
    .update(purchases)
    .set({
      billingEndDate: today,
      ...(purchase.nextRenewalOn ? { nextRenewalOn: today } : {}),
      updatedAt: new Date(),
    })
    .where(eq(purchases.id, purchase.id));
  return { purchaseId: purchase.id, billingEndDate: today };
}
