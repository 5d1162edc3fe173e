import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountTwoStep, type SmsCodePurpose } from '../../db/schema';
import { hashRecoveryCode } from '../../lib/recovery-codes';
import { stepOfCode } from '../../lib/totp';
import type { TotpSecretBox } from '../../lib/totp-secret-box';
import { kindOfCode, subscriberTotp, type TwoStepSetting } from './two-step-settings';
import { takeSmsCode } from './two-step-sms-codes';

/** How a second step was proven; audited, never the code itself. */
export type TwoStepFactor = 'authenticator' | 'recovery_code' | 'sms';

/**
 * Takes a code of the account's two-step sign-in, once: an authenticator's code (each 30-second step
 * once), an unused recovery code (removed as it is taken) or the SMS code awaited for `smsPurpose`.
 * Each is taken by one conditional statement, so a replay or two requests racing with one code find
 * it used. Null for a wrong code; the caller counts the failure.
 */
export async function takeTwoStepCode(
  tx: DbOrTx,
  input: { setting: TwoStepSetting; email: string; code: string; smsPurpose: SmsCodePurpose },
  secretBox: TotpSecretBox,
): Promise<TwoStepFactor | null> {
  const { setting } = input;
  const code = input.code.replace(/\s/g, '');
  const mine = eq(accountTwoStep.accountId, setting.accountId);
  if (kindOfCode(setting.method, code) === 'recovery_code') {
    const hash = hashRecoveryCode(code);
    const taken = await tx
      .update(accountTwoStep)
      .set({ recoveryCodeHashes: sql`array_remove(${accountTwoStep.recoveryCodeHashes}, ${hash})` })
      .where(and(mine, sql`${hash} = any(${accountTwoStep.recoveryCodeHashes})`))
      .returning({ accountId: accountTwoStep.accountId });
    return taken.length > 0 ? 'recovery_code' : null;
  }
  if (setting.method === 'sms') {
    const taken = await takeSmsCode(tx, { accountId: setting.accountId, purpose: input.smsPurpose, code });
    return taken ? 'sms' : null;
  }
  const secret = setting.totpSecret ? secretBox.open(setting.totpSecret) : null;
  const step = secret ? stepOfCode(subscriberTotp(secret, input.email), code) : null;
  if (step === null) return null;
  const taken = await tx
    .update(accountTwoStep)
    .set({ totpLastStep: step })
    .where(and(mine, or(isNull(accountTwoStep.totpLastStep), lt(accountTwoStep.totpLastStep, step))))
    .returning({ accountId: accountTwoStep.accountId });
  return taken.length > 0 ? 'authenticator' : null;
}
