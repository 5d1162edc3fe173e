import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, connections } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { type Buyer, buyerColumns, paymentRouteOf } from '../purchasing/load-buyer';
import type { RegistrationTarget } from './access';

/**
 * The purchasing machinery's Buyer for a registration's connection, which loadBuyer (rightly) does not
 * answer for: the caller was checked by resolveTarget. A purchase locks the row (`forUpdate`), so
 * concurrent subscribes of one registration take turns; a price quote only reads it.
 */
export async function registrationBuyer(
  db: DbOrTx,
  target: RegistrationTarget,
  ipAddress: string,
  { forUpdate }: { forUpdate: boolean } = { forUpdate: true },
): Promise<Buyer> {
  const query = db
    .select(buyerColumns)
    .from(connections)
    .innerJoin(accounts, eq(accounts.id, connections.accountId))
    .where(eq(connections.id, target.connectionId));
  const [row] = forUpdate ? await query.for('update', { of: connections }) : await query;
  // A newer sign-up on the same line or address may have replaced this unfinished one.
  if (!row) throw notFound();
  return { ...row, accountId: target.accountId, route: paymentRouteOf(row.connectionType), ipAddress };
}
