import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reusableStatement } from '../../db/reusable-statement';
import { basePackageChanges, products } from '../../db/schema';

/** pendingDowngrade's statement, built once (decision 0027). */
const pendingDowngradeRow = reusableStatement('purchase_pending_downgrade', (db) =>
  db
    .select({ changeDate: basePackageChanges.changeDate, name: products.name })
    .from(basePackageChanges)
    .innerJoin(products, eq(products.id, basePackageChanges.toProductId))
    .where(
      and(
        eq(basePackageChanges.connectionId, sql.placeholder('connectionId')),
        eq(basePackageChanges.status, 'PENDING'),
        eq(basePackageChanges.changeType, 'DOWNGRADE'),
      ),
    ),
);

export interface PendingDowngrade {
  changeDate: string;
  name: string;
}

/** The pending downgrade blocking new purchases, if any (spec 001 section 4, package change). */
export async function pendingDowngrade(db: DbOrTx, connectionId: string): Promise<PendingDowngrade | null> {
  const [change] = await pendingDowngradeRow(db, { connectionId });
  return change ?? null;
}
