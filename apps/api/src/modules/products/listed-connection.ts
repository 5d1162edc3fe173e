import { and, isNull, ne } from 'drizzle-orm';
import { connections } from '../../db/schema';

/**
 * The connections an account holds in its list: not a registration in progress (decision 0009), not a
 * fixed-line connection unsubscribed from the portal (decision 0038). Everything the portal shows or
 * acts on is one of these; another row answers like a missing one.
 */
export function listedConnection() {
  return and(ne(connections.status, 'pending_registration'), isNull(connections.leftAccountAt));
}
