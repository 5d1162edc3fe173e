import { RegistrationErrorCode } from '@selfcare/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connections } from '../../db/schema';
import { ApiError } from '../../lib/api-error';

/**
 * Login refuses an account whose only connections are registrations in progress (decision 0009): it has
 * nothing to show until a package is paid. An account with no connection at all is not a sign-up.
 */
export async function refuseUnfinishedRegistration(db: DbOrTx, accountId: string): Promise<void> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${connections.status} = 'pending_registration')`.mapWith(Number),
      others: sql<number>`count(*) filter (where ${connections.status} <> 'pending_registration')`.mapWith(Number),
    })
    .from(connections)
    .where(and(eq(connections.accountId, accountId)));
  if (row && row.pending > 0 && row.others === 0) {
    throw new ApiError(400, RegistrationErrorCode.registrationIncomplete, 'registration.completeRegistration');
  }
}
