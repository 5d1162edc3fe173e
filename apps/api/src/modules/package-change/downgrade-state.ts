import type { DowngradeStatus } from '@selfcare/contracts';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { basePackageChanges, products } from '../../db/schema';
import { utcDate } from '../products/dates';
import { currentBasePackage, type LivePurchase, loadLivePurchases } from '../products/purchase-state';

/** The connection's change waiting for its date, if any: only one may wait at a time. */
export async function pendingChange(db: DbOrTx, connectionId: string) {
  const [change] = await db
    .select({ id: basePackageChanges.id })
    .from(basePackageChanges)
    .where(and(eq(basePackageChanges.connectionId, connectionId), eq(basePackageChanges.status, 'PENDING')));
  return change ?? null;
}

/** A package that renews each period and is not being unsubscribed: the only kind a downgrade can follow. */
export function isRunningSubscription(
  purchase: Pick<LivePurchase, 'status' | 'purchaseType' | 'billingEndDate'>,
): purchase is typeof purchase & { billingEndDate: string } {
  return (
    purchase.status === 'PURCHASE_COMPLETE' &&
    purchase.purchaseType === 'PURCHASE_TYPE_SUBSCRIPTION' &&
    purchase.billingEndDate !== null
  );
}

/**
 * May the connection schedule a downgrade now? It must be active, its current base package a running
 * subscription, and no other change waiting (docs/decisions/0006-purchasing-api.md, "Package change").
 */
export async function canDowngrade(db: DbOrTx, connection: { connectionId: string; status: string }) {
  if (connection.status !== 'active') return false;
  const current = currentBasePackage(await loadLivePurchases(db, connection.connectionId), utcDate(new Date()));
  if (!current || !isRunningSubscription(current)) return false;
  return (await pendingChange(db, connection.connectionId)) === null;
}

/** The latest downgrade on record that was not cancelled (spec 001 "Downgrade state"). */
export async function downgradeStatus(
  db: DbOrTx,
  connection: { connectionId: string; status: string },
): Promise<DowngradeStatus> {
  const [[change], allowed] = await readTogether(db, [
    (db) =>
      db
        .select({
          status: basePackageChanges.status,
          changeDate: basePackageChanges.changeDate,
          newBasePackageId: basePackageChanges.toProductId,
          name: products.name,
        })
        .from(basePackageChanges)
        .innerJoin(products, eq(products.id, basePackageChanges.toProductId))
        .where(
          and(
            eq(basePackageChanges.connectionId, connection.connectionId),
            eq(basePackageChanges.changeType, 'DOWNGRADE'),
            ne(basePackageChanges.status, 'CANCELLED'),
          ),
        )
        .orderBy(desc(basePackageChanges.requestedAt), desc(basePackageChanges.id))
        .limit(1),
    (db) => canDowngrade(db, connection),
  ]);
  if (!change) {
    return {
      downgrade: false,
      pending: false,
      changeDate: null,
      newBasePackageId: null,
      name: null,
      canDowngrade: allowed,
    };
  }
  return {
    downgrade: true,
    pending: change.status === 'PENDING',
    changeDate: change.changeDate,
    newBasePackageId: change.newBasePackageId,
    name: change.name,
    canDowngrade: allowed,
  };
}
