import { and, desc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { basePackageChanges } from '../../db/schema';

/**
 * The day until which the connection's base package cannot be unsubscribed, or null. An upgrade is
 * applied at once and first charged at its change date, the end of the period already paid; until then
 * neither the package nor the connection may be unsubscribed, or the better package would be had for
 * nothing (spec 001 section 4, "Upgrade success"; decision 0029).
 */
export async function unsubscribeBlockedUntil(db: DbOrTx, connectionId: string, today: string): Promise<string | null> {
  const [upgrade] = await db
    .select({ changeDate: basePackageChanges.changeDate })
    .from(basePackageChanges)
    .where(
      and(
        eq(basePackageChanges.connectionId, connectionId),
        eq(basePackageChanges.changeType, 'UPGRADE'),
        eq(basePackageChanges.status, 'APPLIED'),
        gt(basePackageChanges.changeDate, today),
      ),
    )
    .orderBy(desc(basePackageChanges.changeDate))
    .limit(1);
  return upgrade?.changeDate ?? null;
}
