import type { PaidStatus } from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connections, transactions } from '../../db/schema';
import { notFound } from '../../lib/api-error';

/**
 * Has the gateway confirmed a card payment? What the web app polls after the popup closes. Another
 * account's transaction answers like a missing one (404).
 */
export async function paidStatus(db: DbOrTx, accountId: string, transactionId: string): Promise<PaidStatus> {
  const [row] = await db
    .select({ status: transactions.status, description: transactions.description, notifiedAt: transactions.notifiedAt })
    .from(transactions)
    .innerJoin(connections, eq(connections.id, transactions.connectionId))
    .where(
      and(eq(transactions.id, transactionId), eq(transactions.channel, 'CARD'), eq(connections.accountId, accountId)),
    );
  if (!row) throw notFound();
  return {
    transactionId,
    paid: row.status === 'SUCCESS',
    status: row.status,
    description: row.description,
    heldForReview: row.status === 'PENDING' && row.notifiedAt !== null,
  };
}
