import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, connections } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { type Buyer, buyerColumns, paymentRouteOf } from '../purchasing/buyer';
import type { RegistrationTarget } from './access';

/**
 * The purchasing machinery's Buyer for a registration's connection, which loadBuyer (rightly) does not
 * answer for: the caller was checked by resolveTarget. The row is locked, so concurrent subscribes of one
 * registration take turns.
 */
export async function registrationBuyer(db: DbOrTx, target: RegistrationTarget, ipAddress: string): Promise<Buyer> {
  const [row] = await db
    .select(buyerColumns)
    .from(connections)
    .innerJoin(accounts, eq(accounts.id, connections.accountId))
    .where(eq(connections.id, target.connectionId))
    .for('update', { of: connections });
  // A newer sign-up on the same line or address may have replaced this unfinished one.
  if (!row) throw notFound();
  return { ...row, accountId: target.accountId, route: paymentRouteOf(row.connectionType), ipAddress };
}
