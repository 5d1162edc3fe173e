import { AccountAccessErrorCode, type UiLanguage } from '@selfcare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema';
import type { EmailSender } from '../../integrations/email';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { refundAttempt } from '../../plugins/rate-limit';
import { type AccountAccessContext, enforceLimits, perAddress, perSubject } from './account-access-context';
import { consumeAccountToken, issueAccountToken } from './account-tokens';
import { emailConfirmationEmail } from './emails';

/**
 * E-mails a confirmation link to the account's address, in `language` (the request's that caused it).
 * Registration calls this in the transaction that completes it; pass that transaction, so the account
 * and its mail commit together.
 */
export async function sendEmailConfirmation(
  tx: DbOrTx,
  account: { id: string; email: string; firstName: string },
  context: { email: EmailSender; publicUrl: string },
  language: UiLanguage,
): Promise<void> {
  const token = await issueAccountToken(tx, account.id, 'email_confirmation');
  await context.email.send(tx, emailConfirmationEmail(account, context.publicUrl, token, language));
}

const requestAudit = (input: { username: string; ipAddress: string }) => ({
  action: 'auth.email_confirmation_request',
  subjectType: 'account',
  subjectId: input.username,
  ipAddress: input.ipAddress,
});

/** Limits on asking for confirmation links, per e-mail (known or not) and per address. */
export async function limitEmailConfirmationRequests(
  db: DbOrTx,
  input: { username: string; ipAddress: string },
  context: AccountAccessContext,
): Promise<void> {
  await enforceLimits(
    db,
    [
      perSubject('email-confirmation', input.username, context.limits),
      perAddress('email-confirmation', input.ipAddress, context.limits),
    ],
    requestAudit(input),
  );
}

/**
 * A new confirmation link, for a subscriber who lost the first one. Sent only to an account whose address
 * is not confirmed yet; the route runs this after answering, so the answer is the same either way.
 */
export async function resendEmailConfirmation(
  db: DbOrTx,
  input: { username: string; ipAddress: string; language: UiLanguage },
  context: AccountAccessContext,
): Promise<void> {
  const account = await db.query.accounts.findFirst({ where: eq(accounts.email, input.username) });
  const sending = account !== undefined && account.emailConfirmedAt === null;
  await db.transaction(async (tx) => {
    if (sending) await sendEmailConfirmation(tx, account, context, input.language);
    await recordAudit(tx, {
      ...requestAudit(input),
      accountId: account?.id ?? null,
      outcome: sending ? 'success' : 'failure',
    });
  });
}

/** Marks the account's address confirmed and uses the link up (spec 000 "/email/confirmation/{id}"). */
export async function confirmEmail(
  db: DbOrTx,
  input: { token: string; ipAddress: string },
  context: Pick<AccountAccessContext, 'limits'>,
): Promise<void> {
  const audit = { action: 'auth.email_confirmation', subjectType: 'account', ipAddress: input.ipAddress };
  // Only wrong links count against the address: the attempt is given back on success.
  const addressRule = perAddress('email-confirmation-link', input.ipAddress, context.limits);
  await enforceLimits(db, [addressRule], audit);

  const accountId = await db.transaction(async (tx) => {
    const consumed = await consumeAccountToken(tx, input.token, 'email_confirmation');
    if (!consumed) return null;
    await tx
      .update(accounts)
      .set({ emailConfirmedAt: sql`coalesce(${accounts.emailConfirmedAt}, now())` })
      .where(eq(accounts.id, consumed));
    await recordAudit(tx, { ...audit, accountId: consumed, subjectId: consumed, outcome: 'success' });
    return consumed;
  });
  if (!accountId) {
    await recordAudit(db, { ...audit, outcome: 'failure' });
    throw new ApiError(400, AccountAccessErrorCode.invalidLink, 'accountAccess.confirmationLinkInvalid');
  }
  await refundAttempt(db, addressRule.key);
}
