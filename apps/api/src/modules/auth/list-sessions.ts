import type { AccountSession } from '@selfcare/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';
import { describeUserAgent } from './session-device';
import { liveSession } from './sessions';

/** The account's working sessions for "Sign-in and security": the caller's first, then the latest seen. */
export async function listSessions(
  db: DbOrTx,
  input: { accountId: string; sessionId: string },
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      country: sessions.country,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.accountId, input.accountId), liveSession()))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  const listed = rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    country: row.country,
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === input.sessionId,
  }));
  return [...listed.filter((session) => session.current), ...listed.filter((session) => !session.current)];
}
