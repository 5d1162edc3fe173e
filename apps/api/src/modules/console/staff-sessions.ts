import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type StaffRole, staffAccounts, staffSessions } from '../../db/schema';

export type StaffSessionStage = 'second_factor' | 'active';

/** How long a password opens the TOTP step for, and how long a console session lasts (a working day). */
export const SECOND_FACTOR_MINUTES = 5;
export const STAFF_SESSION_MINUTES = 8 * 60;

export interface NewStaffSession {
  id: string;
  issuedAt: Date;
  expiresAt: Date;
}

export async function createStaffSession(
  db: DbOrTx,
  staffId: string,
  stage: StaffSessionStage,
): Promise<NewStaffSession> {
  const minutes = stage === 'active' ? STAFF_SESSION_MINUTES : SECOND_FACTOR_MINUTES;
  const issuedAt = new Date();
  const session = { id: randomUUID(), issuedAt, expiresAt: new Date(issuedAt.getTime() + minutes * 60_000) };
  await db.insert(staffSessions).values({ id: session.id, staffId, stage, expiresAt: session.expiresAt });
  return session;
}

/** The role of the member whose session this is, when the session is live at `stage` and they are enabled. */
export async function liveSessionRole(
  db: DbOrTx,
  session: { staffId: string; sessionId: string; stage: StaffSessionStage },
): Promise<StaffRole | null> {
  const [row] = await db
    .select({ role: staffAccounts.role })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.id, session.sessionId),
        eq(staffSessions.staffId, session.staffId),
        eq(staffSessions.stage, session.stage),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        isNull(staffAccounts.disabledAt),
      ),
    )
    .limit(1);
  return row?.role ?? null;
}

/** Ends one session; true when it was live. */
export async function revokeStaffSession(db: DbOrTx, staffId: string, sessionId: string): Promise<boolean> {
  const revoked = await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return revoked.length > 0;
}

export async function revokeAllStaffSessions(db: DbOrTx, staffId: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
