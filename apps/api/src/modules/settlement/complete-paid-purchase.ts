import type { UiLanguage } from '@selfcare/contracts';
import { and, eq, exists, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reusableStatement } from '../../db/reusable-statement';
import { connections, purchases } from '../../db/schema';
import { requestProvisioning } from '../../integrations/provisioning-follow-up';
import { newReferenceNo } from '../../lib/reference-number';
import { completeRegistration } from './complete-registration';
import { coverPaidPurchaseByUnsubscribe } from './cover-paid-purchase-by-unsubscribe';
import type { PurchasePayment, SettlementDeps } from './settlement';

type PaidPurchase = PurchasePayment['purchase'];

/**
 * Marks a purchase paid (giving it its reference number if it has none), with the purchases its payment
 * also paid for (decision 0030), and provisions them (provisionPaidPurchase), the purchase first: a
 * registration's package activates its connection. Call it after the payment's transaction has
 * committed; it only moves a purchase forward. `language` is the one of the request that paid it
 * (English in the lifecycle sweep), for a registration's SMS.
 */
export async function completePaidPurchase(
  deps: SettlementDeps,
  purchase: PaidPurchase,
  language: UiLanguage,
): Promise<void> {
  const paidWith = await markPaid(deps.db, purchase.id);
  await provisionPaidPurchase(deps, purchase, language);
  for (const companion of paidWith) await provisionPaidPurchase(deps, companion, language);
}

/**
 * Provisioning's update and the connection's status under a shared lock, in one statement (decision
 * 0024), built once (decision 0027).
 */
const provisionUnderConnectionLock = reusableStatement('purchase_provision', (db) => {
  const locked = db.$with('connection').as(
    db
      .select({ status: connections.status })
      .from(connections)
      .where(eq(connections.id, sql.placeholder('connectionId')))
      .for('share'),
  );
  const provisioned = db.$with('provisioned').as(
    db
      .update(purchases)
      .set({
        provisioningStatus: sql`${sql.placeholder('provisioningStatus')}`,
        status: sql`${sql.placeholder('status')}`,
        updatedAt: sql`${sql.placeholder('updatedAt')}`,
      })
      .where(
        and(
          eq(purchases.id, sql.placeholder('purchaseId')),
          eq(purchases.status, 'PAYMENT_SUCCESS'),
          exists(db.select().from(locked)),
        ),
      ),
  );
  return db.with(locked, provisioned).select().from(locked);
});

/**
 * Provisions a purchase already marked paid with its reference number: complete when the platform says
 * SUCCESS, else paid and waiting (PAYMENT_SUCCESS) with the platform's status. A subscription completed
 * on a connection pending termination does not renew (decision 0036). A purchase written paid with its
 * reference (a bill charge, nothing to pay) comes here directly; every other goes through
 * completePaidPurchase. Then the connection's state decides what else the payment does: a registration
 * or a suspended connection's new package completes it (complete-registration.ts), and a connection
 * being unsubscribed covers the purchase (cover-paid-purchase-by-unsubscribe.ts).
 */
export async function provisionPaidPurchase(
  deps: SettlementDeps,
  purchase: PaidPurchase,
  language: UiLanguage,
): Promise<void> {
  const { db } = deps;
  const outcome = await requestProvisioning(
    deps.integrations,
    db,
    { purchaseId: purchase.id, connectionId: purchase.connectionId, productId: purchase.productId },
    { followed: deps.provisioningFollowed },
  );
  // The purchase's outcome and the connection's status under a shared lock, in one statement (decision
  // 0024). The lock is taken first, as the update depends on it: connection, then purchase, the order
  // package changes and renewals take them in. So an unsubscribe of the connection either committed first
  // and is seen here, or runs after and stops the purchase itself (decision 0036); the rarer states are
  // handled, and checked again, under their own locks. Most connections are active, and then nothing more
  // is due.
  const [connection] = await provisionUnderConnectionLock(db, {
    connectionId: purchase.connectionId,
    purchaseId: purchase.id,
    provisioningStatus: outcome,
    status: outcome === 'SUCCESS' ? 'PURCHASE_COMPLETE' : 'PAYMENT_SUCCESS',
    updatedAt: new Date().toISOString(),
  });
  switch (connection?.status) {
    case 'pending_terminated':
      // Paid after its connection was unsubscribed: that unsubscribe covers it too.
      await coverPaidPurchaseByUnsubscribe(db, purchase);
      return;
    case 'pending_registration':
    case 'suspended':
      await completeRegistration(deps, purchase, language);
      return;
    default:
      return;
  }
}

/**
 * One statement: a pending purchase becomes paid, and a purchase without a reference number gets one;
 * so do the pending purchases paid with it, which it answers. A purchase already paid with its reference
 * (a bill-paid one, a repeated notification) is not written.
 */
async function markPaid(db: DbOrTx, purchaseId: string): Promise<PaidPurchase[]> {
  const pending = sql`${purchases.status} = 'PURCHASE_PENDING'`;
  const written = await db
    .update(purchases)
    .set({
      status: sql`case when ${pending} then 'PAYMENT_SUCCESS' else ${purchases.status} end`,
      paymentStatus: sql`case when ${pending} then 'SUCCESS' else ${purchases.paymentStatus} end`,
      referenceNo: sql`coalesce(${purchases.referenceNo}, ${newReferenceNo('PR')})`,
      updatedAt: new Date(),
    })
    .where(
      and(
        or(eq(purchases.id, purchaseId), eq(purchases.paidWithPurchaseId, purchaseId)),
        or(eq(purchases.status, 'PURCHASE_PENDING'), isNull(purchases.referenceNo)),
      ),
    )
    .returning({ id: purchases.id, connectionId: purchases.connectionId, productId: purchases.productId });
  return written.filter((row) => row.id !== purchaseId);
}
