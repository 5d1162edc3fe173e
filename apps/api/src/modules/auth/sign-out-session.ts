import { ErrorCode } from '@selfcare/contracts';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { revokeSession } from './sessions';

/**
 * Ends one of the account's sessions from the session list. Another account's session, or one already
 * over, is a 404 like a missing one (decision 0003). Its token stops working on every api process at
 * once: the revocation's change notification empties their session caches (decision 0017).
 */
export async function signOutSession(
  db: DbOrTx,
  input: { accountId: string; sessionId: string; callerSessionId: string; ipAddress: string },
): Promise<void> {
  const audit = {
    action: 'auth.session_sign_out',
    accountId: input.accountId,
    subjectType: 'session',
    subjectId: input.sessionId,
    ipAddress: input.ipAddress,
    details: { fromSession: input.callerSessionId },
  };
  const signedOut = await db.transaction(async (tx) => {
    if (!(await revokeSession(tx, input.accountId, input.sessionId))) return false;
    await recordAudit(tx, { ...audit, outcome: 'success' });
    return true;
  });
  if (!signedOut) {
    await recordAudit(db, { ...audit, outcome: 'failure' });
    throw new ApiError(404, ErrorCode.notFound, 'errors.notFound');
  }
}
