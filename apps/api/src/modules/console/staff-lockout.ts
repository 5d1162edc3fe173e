import { eq, sql } from 'drizzle-orm';
import type { LoginRateLimitSettings } from '../../config';
import type { DbOrTx } from '../../db/client';
import { staffAccounts } from '../../db/schema';
import { countAttempt, refundAttempt } from '../../plugins/rate-limit';

/**
 * The console's lock-out, with the portal's settings (decision 0019's LOGIN_RATE_LIMIT_*): a member's
 * wrong passwords and wrong codes in a row lock the account for the window after `perAccount` of them,
 * and each address may fail `perAddress` times a window across all members, in the shared counters.
 */
const addressRule = (ipAddress: string, limits: LoginRateLimitSettings) => ({
  key: `console-login:address:${ipAddress}`,
  limit: limits.perAddress,
  windowSeconds: limits.windowSeconds,
});

/** Seconds to wait when the address has used up its attempts; the attempt counts either way. */
export function countAddressAttempt(db: DbOrTx, ipAddress: string, limits: LoginRateLimitSettings) {
  return countAttempt(db, [addressRule(ipAddress, limits)]);
}

/** A right password is no failure: the address gets its attempt back. */
export function refundAddressAttempt(db: DbOrTx, ipAddress: string, limits: LoginRateLimitSettings) {
  return refundAttempt(db, addressRule(ipAddress, limits).key);
}

/** Seconds the member stays locked, else null. */
export function lockedSeconds(staff: { lockedUntil: Date | null }, now = Date.now()): number | null {
  if (!staff.lockedUntil || staff.lockedUntil.getTime() <= now) return null;
  return Math.max(1, Math.ceil((staff.lockedUntil.getTime() - now) / 1000));
}

/** One more failure in a row; at the limit the count starts again and the account locks for the window. */
export async function countStaffFailure(db: DbOrTx, staffId: string, limits: LoginRateLimitSettings): Promise<void> {
  await db
    .update(staffAccounts)
    .set({
      failedAttempts: sql`case when ${staffAccounts.failedAttempts} + 1 >= ${limits.perAccount} then 0 else ${staffAccounts.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${staffAccounts.failedAttempts} + 1 >= ${limits.perAccount}
        then now() + make_interval(secs => ${limits.windowSeconds}) else ${staffAccounts.lockedUntil} end`,
    })
    .where(eq(staffAccounts.id, staffId));
}
