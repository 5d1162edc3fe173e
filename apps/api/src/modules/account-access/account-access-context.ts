import type { RateLimitSettings } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { EmailSender } from '../../integrations/email';
import { tooManyAttempts } from '../../lib/api-error';
import { type AuditEntry, recordAudit } from '../../lib/audit';
import { countAttempt, type RateLimitRule } from '../../plugins/rate-limit';

export interface AccountAccessContext {
  email: EmailSender;
  /** Where the web app is reached: the e-mailed links start with it. */
  publicUrl: string;
  limits: RateLimitSettings;
}

/** A rule counting requests from one client address under `name`. */
export function perAddress(name: string, ipAddress: string, limits: RateLimitSettings): RateLimitRule {
  return { key: `${name}:address:${ipAddress}`, limit: limits.perAddress, windowSeconds: limits.windowSeconds };
}

/** A rule counting requests about one e-mail address or number, whether or not an account has it. */
export function perSubject(name: string, subject: string, limits: RateLimitSettings): RateLimitRule {
  return { key: `${name}:account:${subject}`, limit: limits.perAccount, windowSeconds: limits.windowSeconds };
}

/** Counts the attempt; over a limit it is audited as rate_limited and refused with 429 and Retry-After. */
export async function enforceLimits(
  db: DbOrTx,
  rules: readonly RateLimitRule[],
  audit: Omit<AuditEntry, 'outcome'>,
): Promise<void> {
  const wait = await countAttempt(db, rules);
  if (wait === null) return;
  await recordAudit(db, { ...audit, outcome: 'rate_limited' });
  throw tooManyAttempts(wait);
}
