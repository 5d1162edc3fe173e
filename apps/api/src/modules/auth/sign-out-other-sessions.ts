import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { liveSession } from './sessions';

/**
 * "Sign out all other sessions": every session of the account but the caller's ends in one statement,
 * so a session logging in or renewing at the same moment either is ended by it or was created after
 * it (a renewal's update is conditional on the row not being revoked, and waits for this one's lock).
 * Answers the ids of the sessions it ended.
 */
export async function signOutOtherSessions(
  db: DbOrTx,
  input: { accountId: string; sessionId: string; ipAddress: string },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.accountId, input.accountId), ne(sessions.id, input.sessionId), liveSession()))
      .returning({ id: sessions.id });
    await recordAudit(tx, {
      action: 'auth.sessions_sign_out_others',
      outcome: 'success',
      accountId: input.accountId,
      subjectType: 'session',
      subjectId: input.sessionId,
      ipAddress: input.ipAddress,
      details: { signedOut: ended.length },
    });
    return ended.map((session) => session.id);
  });
}
