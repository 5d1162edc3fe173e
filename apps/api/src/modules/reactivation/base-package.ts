import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  connections,
  paidNotUnsubscribedPurchaseStatuses,
  products,
  productTypes,
  purchaseOptions,
  purchases,
  transactions,
} from '../../db/schema';

/**
 * The connection's base package purchase: its latest package bought on its own (not bundled). A
 * subscription whose renewal failed stays PURCHASE_COMPLETE with paymentStatus FAILURE (the lifecycle
 * sweep suspends the connection and leaves the period where it was); a one-off one has ended.
 */
export async function latestBasePurchase(db: DbOrTx, connectionId: string) {
  const [row] = await db
    .select({
      id: purchases.id,
      productId: purchases.productId,
      productName: products.name,
      productTypeId: products.productTypeId,
      purchaseOptionId: purchases.purchaseOptionId,
      purchaseType: purchases.purchaseType,
      status: purchases.status,
      paymentStatus: purchases.paymentStatus,
      provisioningStatus: purchases.provisioningStatus,
      billingEndDate: purchases.billingEndDate,
      utilizationPeriod: purchaseOptions.utilizationPeriod,
      utilizationPeriodUnit: purchaseOptions.utilizationPeriodUnit,
    })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
    .innerJoin(purchaseOptions, eq(purchaseOptions.id, purchases.purchaseOptionId))
    .where(
      and(
        eq(purchases.connectionId, connectionId),
        eq(purchases.isBundled, false),
        eq(productTypes.typeName, 'package'),
        inArray(purchases.status, [...paidNotUnsubscribedPurchaseStatuses]),
      ),
    )
    .orderBy(desc(purchases.purchasedAt))
    .limit(1);
  return row ?? null;
}

export type BasePurchase = NonNullable<Awaited<ReturnType<typeof latestBasePurchase>>>;

/** A one-off base package that has run out: the connection chooses a new package (decision 0009). */
export function hasEnded(base: BasePurchase, today: string): boolean {
  return base.status === 'PURCHASE_EXPIRED' || (base.billingEndDate !== null && base.billingEndDate < today);
}

/** A subscription still running (renewals, not an ending): what RE-ACTIVATE pays another period of. */
export function isRecurring(base: BasePurchase | null): base is BasePurchase {
  return (
    base !== null &&
    base.purchaseType === 'PURCHASE_TYPE_SUBSCRIPTION' &&
    (base.status === 'PURCHASE_COMPLETE' || base.status === 'PAYMENT_SUCCESS')
  );
}

/** The latest renewal or reactivation payment of the base purchase: what the suspended screen explains. */
export async function latestPayment(db: DbOrTx, purchaseId: string) {
  const [row] = await db
    .select({
      id: transactions.id,
      purpose: transactions.purpose,
      status: transactions.status,
      paymentStatus: transactions.paymentStatus,
      description: transactions.description,
    })
    .from(transactions)
    .where(and(eq(transactions.purchaseId, purchaseId), inArray(transactions.purpose, ['RENEWAL', 'REACTIVATION'])))
    .orderBy(desc(transactions.createdAt))
    .limit(1);
  return row ?? null;
}

/** Locks the connection row: reactivations of one connection take turns. */
export async function lockConnection(db: DbOrTx, connectionId: string) {
  const [row] = await db
    .select({ status: connections.status })
    .from(connections)
    .where(eq(connections.id, connectionId))
    .for('update');
  return row ?? null;
}
