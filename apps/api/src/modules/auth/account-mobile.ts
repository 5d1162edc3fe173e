import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connections } from '../../db/schema';

/**
 * The account's mobile for security messages (login alerts, two-step codes): that of its first
 * connection, in the selector's order, that has one; null when none has.
 */
export async function accountMobile(db: DbOrTx, accountId: string): Promise<string | null> {
  const [first] = await db
    .select({ mobile: connections.mobile })
    .from(connections)
    .where(and(eq(connections.accountId, accountId), isNotNull(connections.mobile)))
    .orderBy(asc(connections.position))
    .limit(1);
  return first?.mobile ?? null;
}

/** The last digits shown of a number ("ending in 4567"): enough to recognise it, not to learn it. */
export const mobileEnding = (mobile: string): string => mobile.slice(-4);
