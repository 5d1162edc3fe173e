import {
  type MessageResponse,
  type RecoveryCodesResponse,
  TwoStepErrorCode,
  type TwoStepStatus,
  type UiLanguage,
} from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, accountTwoStep, loginDevices, secondSteps, twoStepSmsCodes } from '../../db/schema';
import { ApiError, unauthorized } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { verifySecret } from '../../lib/password';
import { hashRecoveryCode, newRecoveryCodes } from '../../lib/recovery-codes';
import { accountMobile, mobileEnding } from './account-mobile';
import { countCodeAttempt } from './count-code-attempt';
import { textTwoStepCode } from './set-up-sms-two-step';
import { type TwoStepFactor, takeTwoStepCode } from './take-two-step-code';
import type { TwoStepCaller, TwoStepContext } from './two-step-context';
import {
  enabledTwoStep,
  kindOfCode,
  type TwoStepSetting,
  twoStepNotOn,
  wrongCode,
  wrongPassword,
} from './two-step-settings';

async function accountOf(db: DbOrTx, accountId: string) {
  const account = await db.query.accounts.findFirst({ where: eq(accounts.id, accountId) });
  if (!account) throw unauthorized();
  return account;
}

/** GET /two-step: on or off, how, the recovery codes left and where an SMS would go. */
export async function twoStepStatus(db: DbOrTx, accountId: string): Promise<TwoStepStatus> {
  const setting = await enabledTwoStep(db, accountId);
  const mobile = await accountMobile(db, accountId);
  return {
    enabled: setting !== null,
    method: setting?.method ?? null,
    recoveryCodesLeft: setting?.method === 'authenticator' ? setting.recoveryCodeHashes.length : null,
    mobileEnding: mobile ? mobileEnding(mobile) : null,
  };
}

/** An SMS two-step's code for turning it off: texted on request, like the login's. */
export async function sendManageCode(
  db: DbOrTx,
  input: TwoStepCaller & { language: UiLanguage },
  context: TwoStepContext,
): Promise<MessageResponse> {
  const account = await accountOf(db, input.accountId);
  const setting = await enabledTwoStep(db, account.id);
  if (setting?.method !== 'sms') throw twoStepNotOn();
  return textTwoStepCode(db, account, { ...input, purpose: 'manage' }, context);
}

/**
 * Checks a code for a change to two-step sign-in (counted with the login's limits), then makes the
 * change in the transaction that takes the code. `password`, when given, is checked too.
 */
async function withCode<T>(
  db: DbOrTx,
  input: TwoStepCaller & { code: string; password?: string },
  context: TwoStepContext,
  action: string,
  change: (tx: DbOrTx, setting: TwoStepSetting, factor: TwoStepFactor) => Promise<T>,
  only?: (setting: TwoStepSetting) => void,
): Promise<T> {
  const account = await accountOf(db, input.accountId);
  const setting = await enabledTwoStep(db, account.id);
  if (!setting) throw twoStepNotOn();
  only?.(setting);
  kindOfCode(setting.method, input.code);
  const audit = {
    action,
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
  if (input.password !== undefined && !(await verifySecret(account.passwordHash, input.password))) {
    await recordAudit(db, { ...audit, outcome: 'failure', details: { wrong: 'password' } });
    throw wrongPassword();
  }
  const done = await db.transaction(async (tx) => {
    const factor = await takeTwoStepCode(
      tx,
      { setting, email: account.email, code: input.code, smsPurpose: 'manage' },
      context.secretBox,
    );
    if (!factor) return null;
    if (factor === 'recovery_code') await auditRecoveryCodeUse(tx, audit, setting);
    return { result: await change(tx, setting, factor), factor };
  });
  if (!done) {
    await recordAudit(db, { ...audit, outcome: 'failure', details: { wrong: 'code' } });
    throw wrongCode();
  }
  await attempt.succeeded();
  return done.result;
}

/** A recovery code's use is a security event of its own: the owner may want to know how many are left. */
export async function auditRecoveryCodeUse(
  tx: DbOrTx,
  audit: { accountId: string; ipAddress: string },
  setting: TwoStepSetting,
): Promise<void> {
  await recordAudit(tx, {
    action: 'auth.two_step_recovery_code_used',
    accountId: audit.accountId,
    subjectType: 'account',
    subjectId: audit.accountId,
    ipAddress: audit.ipAddress,
    outcome: 'success',
    details: { recoveryCodesLeft: setting.recoveryCodeHashes.length - 1 },
  });
}

/**
 * Turning two-step sign-in off: the password and a code. Its secret, recovery codes, awaited codes and
 * second steps go, and no browser stays remembered: turned on again, it asks everywhere again.
 */
export async function turnOffTwoStep(
  db: DbOrTx,
  input: TwoStepCaller & { password: string; code: string; language: UiLanguage },
  context: TwoStepContext,
): Promise<MessageResponse> {
  await withCode(db, input, context, 'auth.two_step_off', async (tx, setting, factor) => {
    const accountId = setting.accountId;
    await tx.delete(accountTwoStep).where(eq(accountTwoStep.accountId, accountId));
    await tx.delete(twoStepSmsCodes).where(eq(twoStepSmsCodes.accountId, accountId));
    await tx.delete(secondSteps).where(eq(secondSteps.accountId, accountId));
    await tx.update(loginDevices).set({ twoStepUntil: null }).where(eq(loginDevices.accountId, accountId));
    await recordAudit(tx, {
      action: 'auth.two_step_off',
      accountId,
      subjectType: 'account',
      subjectId: accountId,
      ipAddress: input.ipAddress,
      outcome: 'success',
      details: { method: setting.method, factor },
    });
  });
  return { message: messageTextIn(input.language, 'accountSecurity.twoStep.turnedOff') };
}

/** Ten new recovery codes for a code; the old ones stop working. An authenticator's only. */
export async function renewRecoveryCodes(
  db: DbOrTx,
  input: TwoStepCaller & { code: string; language: UiLanguage },
  context: TwoStepContext,
): Promise<RecoveryCodesResponse> {
  const onlyAuthenticator = (setting: TwoStepSetting) => {
    if (setting.method !== 'authenticator') {
      throw new ApiError(422, TwoStepErrorCode.wrongStep, 'accountSecurity.twoStep.onlyWithAuthenticator');
    }
  };
  const recoveryCodes = newRecoveryCodes();
  await withCode(
    db,
    input,
    context,
    'auth.two_step_recovery_codes',
    async (tx, setting, factor) => {
      await tx
        .update(accountTwoStep)
        .set({ recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode) })
        .where(eq(accountTwoStep.accountId, setting.accountId));
      await recordAudit(tx, {
        action: 'auth.two_step_recovery_codes',
        accountId: setting.accountId,
        subjectType: 'account',
        subjectId: setting.accountId,
        ipAddress: input.ipAddress,
        outcome: 'success',
        details: { factor, recoveryCodes: recoveryCodes.length },
      });
    },
    onlyAuthenticator,
  );
  return { message: messageTextIn(input.language, 'accountSecurity.twoStep.recoveryCodesRenewed'), recoveryCodes };
}
