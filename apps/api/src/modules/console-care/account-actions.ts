import type { CareActionResult, UiLanguage } from '@selfcare/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, sessions } from '../../db/schema';
import type { EmailSender } from '../../integrations/email';
import { issueAccountToken } from '../account-access/account-tokens';
import { sendEmailConfirmation } from '../account-access/email-confirmation';
import { passwordResetEmail } from '../account-access/emails';
import { conflict } from '../console/console-errors';
import { type CareActor, recordCareAudit } from './care-audit';
import { accountNotFound } from './subscriber-page';

/** What the e-mail actions need: the portal's sender and where its links point. */
export interface CareEmailContext {
  email: EmailSender;
  publicUrl: string;
}

async function lockAccount(tx: DbOrTx, accountId: string) {
  const [account] = await tx
    .select({
      id: accounts.id,
      email: accounts.email,
      firstName: accounts.firstName,
      language: accounts.language,
      emailConfirmedAt: accounts.emailConfirmedAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  if (!account) throw accountNotFound();
  return account;
}

/**
 * E-mails the portal's own password-reset link to the account's address, in the account's language
 * (as the forgot-password page does, account-access/password-reset.ts). The link is in the outbox
 * only: never in the answer, the audit row or the logs; no password is shown or set.
 */
export async function sendCarePasswordResetLink(
  db: DbOrTx,
  input: { accountId: string; reason: string },
  actor: CareActor,
  context: CareEmailContext,
): Promise<CareActionResult> {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, input.accountId);
    const token = await issueAccountToken(tx, account.id, 'password_reset');
    await context.email.send(tx, passwordResetEmail(account, context.publicUrl, token, account.language as UiLanguage));
    await recordCareAudit(tx, actor, { action: 'password_reset_link', accountId: account.id, reason: input.reason });
    return {
      action: 'password_reset_link',
      message: `A password reset link was e-mailed to ${account.email}.`,
      changed: true,
    };
  });
}

/** Sends a new e-mail confirmation link; 409 when the address is confirmed already. */
export async function resendCareEmailConfirmation(
  db: DbOrTx,
  input: { accountId: string; reason: string },
  actor: CareActor,
  context: CareEmailContext,
): Promise<CareActionResult> {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, input.accountId);
    if (account.emailConfirmedAt !== null) throw conflict('This e-mail address is confirmed already.');
    await sendEmailConfirmation(tx, account, context, account.language as UiLanguage);
    await recordCareAudit(tx, actor, { action: 'email_confirmation', accountId: account.id, reason: input.reason });
    return {
      action: 'email_confirmation',
      message: `A new confirmation link was e-mailed to ${account.email}.`,
      changed: true,
    };
  });
}

/**
 * Ends every session of the account, as a password reset does (account-access/password-reset.ts):
 * each session row revoked and tokens issued before now refused (tokens_valid_after), so no token
 * issued so far works on any api process. Naturally idempotent: a second call ends nothing more.
 */
export async function signOutEverywhere(
  db: DbOrTx,
  input: { accountId: string; reason: string },
  actor: CareActor,
): Promise<CareActionResult> {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, input.accountId);
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.accountId, account.id), isNull(sessions.revokedAt), sql`${sessions.expiresAt} > now()`))
      .returning({ id: sessions.id });
    await tx.update(accounts).set({ tokensValidAfter: sql`now()` }).where(eq(accounts.id, account.id));
    await recordCareAudit(tx, actor, {
      action: 'sign_out_everywhere',
      accountId: account.id,
      reason: input.reason,
      details: { sessionsEnded: ended.length },
    });
    return {
      action: 'sign_out_everywhere',
      message:
        ended.length === 0
          ? 'The subscriber had no open session; any token issued so far is refused.'
          : `Ended ${ended.length} session${ended.length === 1 ? '' : 's'}.`,
      changed: ended.length > 0,
    };
  });
}
