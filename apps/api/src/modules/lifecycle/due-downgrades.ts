import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { basePackageChanges, connections } from '../../db/schema';
import { isLiteral } from '../../db/schema/constraints';
import type { Integrations } from '../../integrations';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { paymentMethodOf, provisionPurchases, switchBasePackage } from '../package-change/switch-base-package';
import { loadBuyer } from '../purchasing/load-buyer';
import { lockLivePurchase } from '../purchasing/lock-live-purchase';
import { quotePurchase } from '../purchasing/quote-purchase';

export type DowngradeOutcome = 'applied' | 'cancelled' | 'skipped';

const isDue = (asOf: string) =>
  and(
    isLiteral(basePackageChanges.status, 'PENDING'),
    eq(basePackageChanges.changeType, 'DOWNGRADE'),
    lte(basePackageChanges.changeDate, asOf),
  );

export async function dueDowngrades(db: DbOrTx, asOf: string, after: string | null, limit: number) {
  const rows = await db
    .select({ id: basePackageChanges.id })
    .from(basePackageChanges)
    .where(and(isDue(asOf), after === null ? undefined : gt(basePackageChanges.id, after)))
    .orderBy(asc(basePackageChanges.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

async function cancel(db: DbOrTx, changeId: string, reason: string) {
  const now = new Date();
  await db
    .update(basePackageChanges)
    .set({ status: 'CANCELLED', resolvedAt: now })
    .where(eq(basePackageChanges.id, changeId));
  await recordAudit(db, {
    action: 'package.downgrade_cancelled',
    outcome: 'failure',
    subjectType: 'package_change',
    subjectId: changeId,
    details: { reason },
  });
  return { outcome: 'cancelled' as const };
}

/**
 * Applies one downgrade on its change date: the current package ends and the new one starts that day
 * with its first period still to pay, so the renewal step charges it like any renewal. A downgrade whose
 * package is gone (unsubscribed, ended) or no longer sold to the connection is cancelled; one on a
 * connection that is not active waits for it to be.
 */
export async function applyDueDowngrade(
  db: Database,
  integrations: Integrations,
  changeId: string,
  asOf: string,
): Promise<DowngradeOutcome> {
  const now = new Date();
  const done = await db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(basePackageChanges)
      .where(and(eq(basePackageChanges.id, changeId), isDue(asOf)))
      .for('update', { skipLocked: true });
    if (!change) return { outcome: 'skipped' as const };
    const [connection] = await tx
      .select({ accountId: connections.accountId, status: connections.status })
      .from(connections)
      .where(eq(connections.id, change.connectionId))
      .for('no key update');
    if (connection?.status !== 'active') return { outcome: 'skipped' as const };

    const from = await lockLivePurchase(tx, change.connectionId, { productId: change.fromProductId });
    if (from?.status !== 'PURCHASE_COMPLETE') return cancel(tx, change.id, 'package no longer running');
    const buyer = await loadBuyer(tx, connection.accountId, change.connectionId, null);
    const quote = await quotePurchase(tx, buyer, {
      productId: change.toProductId,
      purchaseOptionId: change.toPurchaseOptionId,
      lockVoucher: false,
    }).catch((error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    });
    if (!quote) return cancel(tx, change.id, 'package no longer offered');

    const started = await switchBasePackage(tx, integrations.jobQueue, {
      connectionId: change.connectionId,
      broadband: buyer.broadband,
      fromPurchaseId: from.id,
      productId: quote.product.id,
      option: quote.option,
      price: quote.price,
      discountAmount: quote.discountAmount,
      taxAmount: quote.taxAmount,
      paymentMethod: paymentMethodOf(buyer.route, quote.price),
      paymentStatus: null,
      billingStartDate: change.changeDate,
      billingEndDate: change.changeDate,
      now,
    });
    await tx
      .update(basePackageChanges)
      .set({ status: 'APPLIED', resolvedAt: now })
      .where(eq(basePackageChanges.id, change.id));
    await recordAudit(tx, {
      action: 'package.downgrade_applied',
      outcome: 'success',
      accountId: connection.accountId,
      subjectType: 'connection',
      subjectId: change.connectionId,
      details: { changeId: change.id, fromProductId: change.fromProductId, toProductId: change.toProductId },
    });
    return { outcome: 'applied' as const, connectionId: change.connectionId, started };
  });
  if (done.outcome === 'applied') {
    await provisionPurchases(db, integrations, done.connectionId, done.started);
  }
  return done.outcome;
}
