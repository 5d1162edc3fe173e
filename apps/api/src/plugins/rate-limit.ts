import { eq, lte, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimitCounters } from '../db/schema';

export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** Seconds until a counter's window ends, at least 1: a Retry-After. */
const secondsLeft = () => sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitCounters.resetAt} - now())))::int`;

/**
 * The seconds `key` stays locked when it has used up `limit` in its window, else null: a scalar
 * subquery, so a route can read it alongside what it reads anyway.
 */
export function lockedForSeconds(key: string | Placeholder, limit: number) {
  return sql<number | null>`(select ${secondsLeft()} from ${rateLimitCounters}
    where ${rateLimitCounters.key} = ${key} and ${rateLimitCounters.hits} >= ${limit}
      and ${rateLimitCounters.resetAt} > now())`;
}

/**
 * Counts one attempt against each rule (fixed windows kept in the database, so every api process
 * shares them). Answers the seconds to wait when any rule is over its limit, else null. The count
 * and the window reset happen in one atomic upsert, and the database clock decides when a window ends.
 */
export async function countAttempt(db: DbOrTx, rules: readonly RateLimitRule[]): Promise<number | null> {
  let retryAfterSeconds = 0;
  for (const rule of rules) {
    const [counter] = await db
      .insert(rateLimitCounters)
      .values({ key: rule.key, hits: 1, resetAt: sql`now() + make_interval(secs => ${rule.windowSeconds})` })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${rateLimitCounters.resetAt} <= now() then 1 else ${rateLimitCounters.hits} + 1 end`,
          resetAt: sql`case when ${rateLimitCounters.resetAt} <= now() then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({
        hits: rateLimitCounters.hits,
        retryAfter: secondsLeft(),
      });
    if (counter && counter.hits > rule.limit) retryAfterSeconds = Math.max(retryAfterSeconds, counter.retryAfter);
  }
  return retryAfterSeconds > 0 ? retryAfterSeconds : null;
}

/** Takes back one counted attempt, for an attempt that turned out not to be a failure. */
export async function refundAttempt(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(eq(rateLimitCounters.key, key));
}

export async function resetAttempts(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Finished windows are dead rows; without a purge, usernames an attacker invents would pile up. */
export async function purgeFinishedWindows(db: DbOrTx): Promise<void> {
  await db.delete(rateLimitCounters).where(lte(rateLimitCounters.resetAt, sql`now()`));
}
