import type { LoginRateLimitSettings } from '../../config';
import type { DbOrTx } from '../../db/client';
import { tooManyAttempts } from '../../lib/api-error';
import { type AuditEntry, recordAudit } from '../../lib/audit';
import { type CountedLogin, countLoginAttempt, loginSucceeded } from './login-limits';

/**
 * A code check counted as a login attempt; `succeeded` gives the attempt back when the code was right
 * (`attempts` 2 for a second step: the password's attempt too).
 */
export interface CountedCodeAttempt {
  succeeded(attempts?: number): Promise<void>;
}

/**
 * Counts a two-step code (or a password with a code) against the login's limits, per account and
 * address (decision 0019), before it is checked: a wrong code is a wrong login, so guessing codes is
 * stopped exactly where guessing passwords is. Over a limit: an audit row of `audit.action` and 429.
 */
export async function countCodeAttempt(
  db: DbOrTx,
  attempt: { username: string; ipAddress: string },
  limits: LoginRateLimitSettings,
  audit: Omit<AuditEntry, 'outcome'>,
): Promise<CountedCodeAttempt> {
  const counted: CountedLogin = await countLoginAttempt(db, attempt, limits);
  if (counted.wait !== null) {
    await recordAudit(db, { ...audit, outcome: 'rate_limited' });
    throw tooManyAttempts(counted.wait);
  }
  return { succeeded: (attempts = 1) => loginSucceeded(db, attempt, limits, counted, attempts) };
}
