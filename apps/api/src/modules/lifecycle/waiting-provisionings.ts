import { DEFAULT_UI_LANGUAGE } from '@selfcare/contracts';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { purchases } from '../../db/schema';
import { isLiteral } from '../../db/schema/constraints';
import { type SettlementDeps, settlePayment } from '../settlement/settle-payment';

/**
 * How long a paid purchase may wait for the TV platform before the sweep asks it again: the purchase
 * itself asks at once, so this is only for a platform that failed or timed out, or an api that was
 * stopped (or killed) between the charge and the platform's answer.
 */
export const PROVISIONING_GRACE_MS = 5 * 60_000;

/** Paid purchases still PENDING with the platform, last changed before `changedBefore`. */
export async function waitingProvisionings(db: DbOrTx, changedBefore: Date, after: string | null, limit: number) {
  const rows = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        // Literals, so that even a generic plan reads the few such rows by `purchases_status_billing_end_idx`.
        isLiteral(purchases.status, 'PAYMENT_SUCCESS'),
        isLiteral(purchases.provisioningStatus, 'PENDING'),
        lt(purchases.updatedAt, changedBefore),
        after === null ? undefined : gt(purchases.id, after),
      ),
    )
    .orderBy(asc(purchases.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export type Reprovisioned = 'completed' | 'pending' | 'skipped';

/**
 * Provisions one waiting purchase again, as the purchase would have (settlement: complete on the
 * platform's SUCCESS, else still paid and waiting, and what its connection's state calls for). The
 * purchase is claimed first by moving its `updated_at` forward only if it is still waiting and old
 * enough, so of two sweeps only one asks the platform; the other skips it.
 */
export async function provisionAgain(
  deps: SettlementDeps,
  purchaseId: string,
  changedBefore: Date,
): Promise<Reprovisioned> {
  const { db } = deps;
  const [claimed] = await db
    .update(purchases)
    .set({ updatedAt: new Date() })
    .where(
      and(
        eq(purchases.id, purchaseId),
        eq(purchases.status, 'PAYMENT_SUCCESS'),
        eq(purchases.provisioningStatus, 'PENDING'),
        lt(purchases.updatedAt, changedBefore),
      ),
    )
    .returning({ id: purchases.id, connectionId: purchases.connectionId, productId: purchases.productId });
  if (!claimed) return 'skipped';
  await settlePayment({ ...deps, provisioningFollowed: true }, DEFAULT_UI_LANGUAGE, (record) =>
    record(db, { outcome: 'paid', for: { purpose: 'PURCHASE', purchase: claimed, row: 'paid' } }),
  );
  const [after] = await db.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, purchaseId));
  return after?.status === 'PAYMENT_SUCCESS' ? 'pending' : 'completed';
}
