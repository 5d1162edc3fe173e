import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';
import { dropOldest } from '../../lib/drop-oldest';

/**
 * How stale a session's "last seen" may get. Writing it on every request would cost a write per read
 * and, through the change feed, empty the session cache each time (decision 0017); every five minutes
 * is exact enough for "last seen" in the session list.
 */
export const LAST_SEEN_STEP_MS = 5 * 60_000;

/** Sessions whose last-seen this process moved lately, and when: most requests need no write at all. */
const noted = new Map<string, number>();
const NOTED_KEPT = 100_000;

/** A session just created has been seen now (its row says so). */
export function sessionSeenAtLogin(sessionId: string, now = Date.now()): void {
  noted.set(sessionId, now);
  dropOldest(noted, NOTED_KEPT);
}

/**
 * Moves the session's last-seen forward when this process has not done so for LAST_SEEN_STEP_MS. The
 * update is conditional on the row's own time, so several api processes write it about once a step.
 */
export async function noteSessionActivity(db: DbOrTx, sessionId: string, now = Date.now()): Promise<void> {
  const last = noted.get(sessionId);
  if (last !== undefined && now - last < LAST_SEEN_STEP_MS) return;
  sessionSeenAtLogin(sessionId, now);
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sessionId),
        lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${LAST_SEEN_STEP_MS / 1000})`),
      ),
    );
}
