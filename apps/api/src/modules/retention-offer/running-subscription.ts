import type { RetentionOfferTerms } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { acceptedRetentionOffers, purchases, retentionOffers } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { termsOf } from '../products/retention-offer-terms';

/**
 * The connection's purchase `purchaseId` with what deciding on an offer needs: its product's offer and
 * the offer it accepted, if any. Another connection's purchase, or none, is a 404. `lock` first takes
 * the purchase row as the sweep's renewal and the pause take it, so accepts and renewals have one order;
 * the rest is read after the lock, so a waiting accept sees the offer the one before it accepted (a
 * locking read with the joins would see the joined rows as they were when it began waiting).
 */
export async function findSubscription(db: DbOrTx, connectionId: string, purchaseId: string, lock: boolean) {
  const ownPurchase = and(eq(purchases.id, purchaseId), eq(purchases.connectionId, connectionId));
  if (lock) {
    const [locked] = await db.select({ id: purchases.id }).from(purchases).where(ownPurchase).for('update');
    if (!locked) throw notFound();
  }
  const [row] = await db
    .select({
      id: purchases.id,
      productId: purchases.productId,
      isBundled: purchases.isBundled,
      purchaseType: purchases.purchaseType,
      status: purchases.status,
      paymentStatus: purchases.paymentStatus,
      price: purchases.price,
      purchaseOptionId: purchases.purchaseOptionId,
      billingEndDate: purchases.billingEndDate,
      pauseResumesOn: purchases.pauseResumesOn,
      offer: retentionOffers,
      accepted: acceptedRetentionOffers,
    })
    .from(purchases)
    .leftJoin(retentionOffers, eq(retentionOffers.productId, purchases.productId))
    .leftJoin(acceptedRetentionOffers, eq(acceptedRetentionOffers.purchaseId, purchases.id))
    .where(ownPurchase);
  if (!row) throw notFound();
  return row;
}

export type FoundSubscription = Awaited<ReturnType<typeof findSubscription>>;

/**
 * The offer a subscriber unsubscribing may take (decisions 0072 and 0073): the product's, for a running
 * subscription of its own (not bundled, not one-off) that will renew for a price, not paused, not
 * unsubscribed, with no renewal charge under way (it is charged at the price it was claimed at) and no
 * offer accepted before. Null otherwise. A pause offer is open only where the pause rules would pause
 * (pause-offer.ts), which the caller asks.
 */
export function offerOpenTo(row: FoundSubscription): { terms: RetentionOfferTerms; renewalDay: string } | null {
  if (row.offer === null || row.accepted !== null) return null;
  if (row.isBundled || row.purchaseType !== 'PURCHASE_TYPE_SUBSCRIPTION') return null;
  if (row.status !== 'PURCHASE_COMPLETE' || row.pauseResumesOn !== null) return null;
  if (row.paymentStatus === 'PENDING' || row.price <= 0 || row.billingEndDate === null) return null;
  return { terms: termsOf(row.offer), renewalDay: row.billingEndDate };
}
