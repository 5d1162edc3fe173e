import { AccountAccessErrorCode, type UiLanguage } from '@selfcare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { hashSecret } from '../../lib/password';
import { refundAttempt } from '../../plugins/rate-limit';
import { clearLoginLimits } from '../auth/login-limits';
import { forgetTwoStepBrowsers } from '../auth/second-step';
import { revokeAllSessions } from '../auth/sessions';
import { type AccountAccessContext, enforceLimits, perAddress, perSubject } from './account-access-context';
import { consumeAccountToken, expireAccountTokens, issueAccountToken, peekAccountToken } from './account-tokens';
import { passwordChangedEmail, passwordResetEmail } from './emails';

const invalidResetLink = () => new ApiError(400, AccountAccessErrorCode.invalidLink, 'accountAccess.resetLinkInvalid');

/** The forgot-password limits, per e-mail (known or not) and per address: 429 with Retry-After. */
export async function limitPasswordResetRequests(
  db: DbOrTx,
  input: { username: string; ipAddress: string },
  context: AccountAccessContext,
): Promise<void> {
  await enforceLimits(
    db,
    [
      perSubject('forgot-password', input.username, context.limits),
      perAddress('forgot-password', input.ipAddress, context.limits),
    ],
    requestAudit(input),
  );
}

const requestAudit = (input: { username: string; ipAddress: string }) => ({
  action: 'auth.password_reset_request',
  subjectType: 'account',
  subjectId: input.username,
  ipAddress: input.ipAddress,
});

/**
 * Forgot password: e-mails a reset link when an account has this address. The route runs this after it
 * has answered, so the answer is the same, in content and in time, whether or not an account has it.
 */
export async function sendPasswordResetLink(
  db: DbOrTx,
  input: { username: string; ipAddress: string; language: UiLanguage },
  context: AccountAccessContext,
): Promise<void> {
  const account = await db.query.accounts.findFirst({ where: eq(accounts.email, input.username) });
  await db.transaction(async (tx) => {
    if (account) {
      const token = await issueAccountToken(tx, account.id, 'password_reset');
      await context.email.send(tx, passwordResetEmail(account, context.publicUrl, token, input.language));
    }
    // 'failure' marks a request for an address no account has; the caller is not told.
    await recordAudit(tx, {
      ...requestAudit(input),
      accountId: account?.id ?? null,
      outcome: account ? 'success' : 'failure',
    });
  });
}

/**
 * Password recovery: sets the new password if the token is good, uses the token up, ends every session
 * of the account and tells the owner by e-mail. Following the e-mailed link proves the address, so an
 * unconfirmed one counts as confirmed from here on.
 */
export async function resetPassword(
  db: DbOrTx,
  input: { token: string; password: string; ipAddress: string; language: UiLanguage },
  context: AccountAccessContext,
): Promise<void> {
  const audit = { action: 'auth.password_reset', subjectType: 'account', ipAddress: input.ipAddress };
  refuseCommonPassword(input.password);
  // Only wrong tokens count against the address (the attempt is given back on success), and the check
  // comes before the slow password hash, so guessing tokens cannot be turned into a CPU drain.
  const addressRule = perAddress('pwd-recovery', input.ipAddress, context.limits);
  await enforceLimits(db, [addressRule], audit);

  const refused = async (accountId: string | null) => {
    await recordAudit(db, { ...audit, accountId, subjectId: accountId ?? undefined, outcome: 'failure' });
    return invalidResetLink();
  };
  if (!(await peekAccountToken(db, input.token, 'password_reset'))) throw await refused(null);

  const passwordHash = await hashSecret(input.password);
  const account = await db.transaction(async (tx) => {
    const accountId = await consumeAccountToken(tx, input.token, 'password_reset');
    if (!accountId) return null;
    const [updated] = await tx
      .update(accounts)
      .set({
        passwordHash,
        tokensValidAfter: sql`now()`,
        emailConfirmedAt: sql`coalesce(${accounts.emailConfirmedAt}, now())`,
      })
      .where(eq(accounts.id, accountId))
      .returning({ id: accounts.id, email: accounts.email, firstName: accounts.firstName });
    if (!updated) return null;
    await expireAccountTokens(tx, accountId, 'password_reset');
    await revokeAllSessions(tx, accountId);
    // A reset proves the e-mail, not the second step: two-step sign-in stays on, and asks again everywhere.
    await forgetTwoStepBrowsers(tx, accountId);
    await recordAudit(tx, { ...audit, accountId, subjectId: accountId, outcome: 'success' });
    await context.email.send(tx, passwordChangedEmail(updated, context.publicUrl, input.language));
    return updated;
  });
  // Used up between the check and the transaction: a concurrent reset with the same link won.
  if (!account) throw await refused(null);

  await refundAttempt(db, addressRule.key);
  // Whoever set the new password can log in now, even if someone had been guessing the old one.
  await clearLoginLimits(db, account.email);
}
