import { and, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connections, purchases } from '../../db/schema';

/**
 * A card replaced while a renewal waits for its next try (dunning, decision 0054): the try moves to
 * today, so the next sweep charges the new card rather than wait for the schedule.
 */
export async function retryRefusedRenewals(tx: DbOrTx, accountId: string, today: string): Promise<void> {
  const owned = tx.select({ id: connections.id }).from(connections).where(eq(connections.accountId, accountId));
  await tx
    .update(purchases)
    .set({ nextRenewalOn: today, updatedAt: new Date() })
    .where(
      and(inArray(purchases.connectionId, owned), gt(purchases.renewalAttempts, 0), gt(purchases.nextRenewalOn, today)),
    );
}
