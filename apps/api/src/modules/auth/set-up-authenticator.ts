import type { AuthenticatorSetup, RecoveryCodesResponse, UiLanguage } from '@selfcare/contracts';
import { TwoStepErrorCode } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, accountTwoStep } from '../../db/schema';
import { ApiError, unauthorized } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { hashRecoveryCode, newRecoveryCodes } from '../../lib/recovery-codes';
import { newTotpSecret, stepOfCode } from '../../lib/totp';
import { countCodeAttempt } from './count-code-attempt';
import type { TwoStepCaller, TwoStepContext } from './two-step-context';
import { enabledTwoStep, subscriberTotp, twoStepAlreadyOn, wrongCode } from './two-step-settings';

const setupExpired = () => new ApiError(422, TwoStepErrorCode.setupExpired, 'accountSecurity.twoStep.setupExpired');

async function accountOf(db: DbOrTx, accountId: string) {
  const account = await db.query.accounts.findFirst({ where: eq(accounts.id, accountId) });
  if (!account) throw unauthorized();
  return account;
}

/**
 * The set-up's first step: a new secret, kept sealed and not yet in force, answered once as an
 * otpauth URI (for the QR code) and in base32 (to type). Each start replaces an unconfirmed one.
 */
export async function startAuthenticatorSetup(
  db: DbOrTx,
  caller: TwoStepCaller,
  context: Pick<TwoStepContext, 'secretBox'>,
): Promise<AuthenticatorSetup> {
  const account = await accountOf(db, caller.accountId);
  const secret = newTotpSecret();
  const pending = {
    method: 'authenticator' as const,
    enabledAt: null,
    totpSecret: context.secretBox.seal(secret),
    totpLastStep: null,
    recoveryCodeHashes: [],
  };
  // Conditional on the row not being on: a set-up never replaces two-step sign-in in force.
  const started = await db
    .insert(accountTwoStep)
    .values({ accountId: account.id, ...pending })
    .onConflictDoUpdate({ target: accountTwoStep.accountId, set: pending, setWhere: isNull(accountTwoStep.enabledAt) })
    .returning({ accountId: accountTwoStep.accountId });
  await recordAudit(db, {
    action: 'auth.two_step_setup',
    accountId: account.id,
    subjectType: 'account',
    subjectId: account.id,
    ipAddress: caller.ipAddress,
    outcome: started.length > 0 ? 'success' : 'failure',
    details: { method: 'authenticator' },
  });
  if (started.length === 0) throw twoStepAlreadyOn();
  return { otpauthUri: subscriberTotp(secret, account.email).toString(), secret };
}

/**
 * The set-up's code: right, two-step sign-in is on with the authenticator, and the ten recovery codes
 * are answered, once (only their hashes are kept). A wrong code counts as a wrong login does.
 */
export async function confirmAuthenticatorSetup(
  db: DbOrTx,
  input: TwoStepCaller & { code: string; language: UiLanguage },
  context: TwoStepContext,
): Promise<RecoveryCodesResponse> {
  const account = await accountOf(db, input.accountId);
  if (await enabledTwoStep(db, account.id)) throw twoStepAlreadyOn();
  const pending = await db.query.accountTwoStep.findFirst({ where: eq(accountTwoStep.accountId, account.id) });
  const secret = pending?.totpSecret ? context.secretBox.open(pending.totpSecret) : null;
  if (pending?.method !== 'authenticator' || !secret) throw setupExpired();

  const audit = {
    action: 'auth.two_step_on',
    accountId: account.id,
    subjectType: 'account',
    subjectId: account.id,
    ipAddress: input.ipAddress,
  };
  const attempt = await countCodeAttempt(
    db,
    { username: account.email, ipAddress: input.ipAddress },
    context.limits,
    audit,
  );
  const step = stepOfCode(subscriberTotp(secret, account.email), input.code);
  if (step === null) {
    await recordAudit(db, { ...audit, outcome: 'failure', details: { method: 'authenticator' } });
    throw wrongCode();
  }
  const recoveryCodes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    // Conditional on the very secret the code was checked against: a set-up restarted meanwhile wins.
    const enabled = await tx
      .update(accountTwoStep)
      .set({ enabledAt: new Date(), totpLastStep: step, recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode) })
      .where(
        and(
          eq(accountTwoStep.accountId, account.id),
          isNull(accountTwoStep.enabledAt),
          eq(accountTwoStep.totpSecret, pending.totpSecret ?? ''),
        ),
      )
      .returning({ accountId: accountTwoStep.accountId });
    if (enabled.length === 0) throw setupExpired();
    await recordAudit(tx, {
      ...audit,
      outcome: 'success',
      details: { method: 'authenticator', recoveryCodes: recoveryCodes.length },
    });
  });
  await attempt.succeeded();
  return { message: messageTextIn(input.language, 'accountSecurity.twoStep.turnedOn'), recoveryCodes };
}
