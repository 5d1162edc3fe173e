import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { purchases } from '../../db/schema';

/**
 * Subscriptions a price change reaches: live (paid, running or being provisioned), not unsubscribed
 * (an unsubscribed one, PURCHASE_PENDING_REMOVE, never renews), bought with the option itself (bundled
 * rows are paid by their package). There is no separate auto-renew flag: a running subscription renews.
 * A PURCHASE_PENDING one is mid-checkout at the price it was quoted and is left alone.
 */
export const RENEWING_STATUSES = ['PAYMENT_SUCCESS', 'PURCHASE_COMPLETE'] as const;

export const renewsOnOption = (optionId: string) =>
  and(
    eq(purchases.purchaseOptionId, optionId),
    eq(purchases.purchaseType, 'PURCHASE_TYPE_SUBSCRIPTION'),
    eq(purchases.isBundled, false),
    inArray(purchases.status, [...RENEWING_STATUSES]),
  );

export async function countAffectedSubscriptions(db: DbOrTx, optionId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(purchases).where(renewsOnOption(optionId));
  return row?.total ?? 0;
}
