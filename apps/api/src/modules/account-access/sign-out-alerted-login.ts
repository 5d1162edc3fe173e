import { AccountAccessErrorCode, type LoginAlertNotMeResponse, type UiLanguage } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginAlerts } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { refundAttempt } from '../../plugins/rate-limit';
import { hashAlertToken } from '../auth/login-alerts';
import { revokeSession } from '../auth/sessions';
import { type AccountAccessContext, enforceLimits, perAddress } from './account-access-context';
import { issueAccountToken } from './account-tokens';

const invalidAlertLink = () =>
  new ApiError(400, AccountAccessErrorCode.invalidLink, 'accountSecurity.alertLinkInvalid');

/**
 * "Was this you?" answered no: the login the alert was about is signed out at once and a password
 * reset starts (its token is answered, and the web app goes on to the reset page). The link works
 * once; wrong links count against the address like wrong reset links.
 */
export async function signOutAlertedLogin(
  db: DbOrTx,
  input: { token: string; ipAddress: string; language: UiLanguage },
  context: Pick<AccountAccessContext, 'limits'>,
): Promise<LoginAlertNotMeResponse> {
  const audit = { action: 'auth.login_alert_not_me', subjectType: 'session', ipAddress: input.ipAddress };
  const addressRule = perAddress('login-alert', input.ipAddress, context.limits);
  await enforceLimits(db, [addressRule], audit);

  const answered = await db.transaction(async (tx) => {
    const [alert] = await tx
      .update(loginAlerts)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(loginAlerts.tokenHash, hashAlertToken(input.token)),
          isNull(loginAlerts.usedAt),
          gt(loginAlerts.expiresAt, sql`now()`),
        ),
      )
      .returning({ accountId: loginAlerts.accountId, sessionId: loginAlerts.sessionId });
    if (!alert) return null;
    const signedOut = await revokeSession(tx, alert.accountId, alert.sessionId);
    const resetToken = await issueAccountToken(tx, alert.accountId, 'password_reset');
    await recordAudit(tx, {
      ...audit,
      accountId: alert.accountId,
      subjectId: alert.sessionId,
      outcome: 'success',
      details: { signedOut },
    });
    return resetToken;
  });
  if (answered === null) {
    await recordAudit(db, { ...audit, outcome: 'failure' });
    throw invalidAlertLink();
  }
  await refundAttempt(db, addressRule.key);
  return { message: messageTextIn(input.language, 'accountSecurity.alertSessionEnded'), resetToken: answered };
}
