import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reusableStatement } from '../../db/reusable-statement';
import { accounts, sessions } from '../../db/schema';
import { sessionSeenAtLogin } from './session-activity';
import type { SessionClaims } from './tokens';

export interface NewSession {
  id: string;
  issuedAt: Date;
  expiresAt: Date;
}

/** Where a login came from, for the session list and the login alert. */
export interface SessionOrigin {
  userAgent: string | null;
  country: string | null;
  deviceId: string | null;
}

export async function createSession(
  db: DbOrTx,
  accountId: string,
  ttlMinutes: number,
  origin: SessionOrigin,
): Promise<NewSession> {
  const issuedAt = new Date();
  const session = { id: randomUUID(), issuedAt, expiresAt: new Date(issuedAt.getTime() + ttlMinutes * 60_000) };
  await db.insert(sessions).values({ id: session.id, accountId, expiresAt: session.expiresAt, ...origin });
  sessionSeenAtLogin(session.id);
  return session;
}

/**
 * A session that still works: not revoked and not expired. (Whatever moves an account's
 * tokens_valid_after, a password change or reset, revokes its sessions in the same transaction.)
 */
export const liveSession = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/**
 * A signed token is only good while its session is: not revoked, not expired, and issued no earlier
 * than the account's tokens_valid_after (compared in whole seconds, the token's `iat` precision).
 */
export async function isSessionActive(db: DbOrTx, claims: SessionClaims): Promise<boolean> {
  const rows = await activeSession(db, {
    sessionId: claims.sessionId,
    accountId: claims.accountId,
    issuedAt: claims.issuedAt,
  });
  return rows.length > 0;
}

/** isSessionActive's statement, built once (decision 0027): every logged-in request sends it. */
const activeSession = reusableStatement('active_session', (db) =>
  db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.accountId, sql.placeholder('accountId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        sql`floor(extract(epoch from ${accounts.tokensValidAfter})) <= ${sql.placeholder('issuedAt')}`,
      ),
    )
    .limit(1),
);

/** True when this call ended the session; false when it was the account's no longer, or never. */
export async function revokeSession(db: DbOrTx, accountId: string, sessionId: string): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

export async function revokeAllSessions(db: DbOrTx, accountId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}

/**
 * Moves a live session's end to `expiresAt`; false when the session is revoked or over already (a
 * renewal cannot bring an ended session back).
 */
export async function extendSession(
  db: DbOrTx,
  accountId: string,
  sessionId: string,
  expiresAt: Date,
): Promise<boolean> {
  const extended = await db
    .update(sessions)
    .set({ expiresAt })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: sessions.id });
  return extended.length > 0;
}
