import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { LoginRateLimitSettings } from '../../config';
import type { DbOrTx } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';
import { countAttempt, type RateLimitRule, refundAttempt, resetAttempts } from '../../plugins/rate-limit';

/** How long an address stays known to an account after a login from it (decision 0019). */
export const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

interface LoginAttempt {
  username: string;
  ipAddress: string;
}

const pairPrefix = (username: string) => `login:pair:${username}:`;
const accountKey = (username: string) => `login:account:${username}`;
const knownKey = (attempt: LoginAttempt) => `login:known:${attempt.username}:${attempt.ipAddress}`;

function rulesFor(attempt: LoginAttempt, limits: LoginRateLimitSettings) {
  const rule = (key: string, limit: number): RateLimitRule => ({ key, limit, windowSeconds: limits.windowSeconds });
  return {
    pair: rule(`${pairPrefix(attempt.username)}${attempt.ipAddress}`, limits.perAccount),
    address: rule(`login:address:${attempt.ipAddress}`, limits.perAddress),
    account: rule(accountKey(attempt.username), limits.perAccountFromNewAddresses),
  };
}

/** Whether the account logged in from this address within KNOWN_ADDRESS_SECONDS. */
async function isKnownAddress(db: DbOrTx, attempt: LoginAttempt): Promise<boolean> {
  const [row] = await db
    .select({ key: rateLimitCounters.key })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, knownKey(attempt)), gt(rateLimitCounters.resetAt, sql`now()`)));
  return row !== undefined;
}

export interface CountedLogin {
  /** Seconds to wait when a limit is used up, else null. */
  wait: number | null;
  /** The account-wide rule was counted: the address is not one the account logged in from lately. */
  countedOnAccount: boolean;
}

/**
 * Counts a login attempt before the password is checked (decision 0019): per account and address,
 * per address, and per account only from addresses the account has not logged in from lately, so
 * failures from elsewhere never keep the owner out at an address they use.
 */
export async function countLoginAttempt(
  db: DbOrTx,
  attempt: LoginAttempt,
  limits: LoginRateLimitSettings,
): Promise<CountedLogin> {
  const rules = rulesFor(attempt, limits);
  const known = await isKnownAddress(db, attempt);
  const wait = await countAttempt(db, known ? [rules.pair, rules.address] : [rules.pair, rules.address, rules.account]);
  return { wait, countedOnAccount: !known };
}

/**
 * A right password: only failures count, so the attempt is given back; the pair's slate is wiped and
 * the address becomes known to the account for KNOWN_ADDRESS_SECONDS from now. A second step's right
 * code gives back its own attempt and the password's (`attempts` 2), which stayed counted until then.
 */
export async function loginSucceeded(
  db: DbOrTx,
  attempt: LoginAttempt,
  limits: LoginRateLimitSettings,
  counted: CountedLogin,
  attempts = 1,
): Promise<void> {
  const rules = rulesFor(attempt, limits);
  for (let given = 0; given < attempts; given++) {
    await refundAttempt(db, rules.address.key);
    if (counted.countedOnAccount) await refundAttempt(db, rules.account.key);
  }
  await resetAttempts(db, rules.pair.key);
  const until = sql`now() + make_interval(secs => ${KNOWN_ADDRESS_SECONDS})`;
  await db
    .insert(rateLimitCounters)
    .values({ key: knownKey(attempt), hits: 1, resetAt: until })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: { hits: sql`${rateLimitCounters.hits} + 1`, resetAt: until },
    });
}

/** Lifts every login limit of an account (a password reset proves the owner), at all addresses. */
export async function clearLoginLimits(db: DbOrTx, username: string): Promise<void> {
  const prefix = pairPrefix(username);
  await db.delete(rateLimitCounters).where(
    or(
      eq(rateLimitCounters.key, accountKey(username)),
      // left() rather than LIKE: an e-mail may hold LIKE's wildcards (_ and %).
      sql`left(${rateLimitCounters.key}, ${prefix.length}) = ${prefix}`,
    ),
  );
}
