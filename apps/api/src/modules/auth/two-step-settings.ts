import { ErrorCode, TwoStepErrorCode, type TwoStepMethod } from '@selfcare/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { TOTP } from 'otpauth';
import type { DbOrTx } from '../../db/client';
import { accountTwoStep } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { totpOf } from '../../lib/totp';

export type TwoStepSetting = typeof accountTwoStep.$inferSelect;

/** How long "remember this device" skips the second step on a browser. */
export const REMEMBER_DEVICE_DAYS = 30;

/** A subscriber's TOTP, as their authenticator app names it: "Selfcare (their e-mail)". */
export const subscriberTotp = (secret: string, email: string): TOTP => totpOf(secret, 'Selfcare', email);

/** The account's two-step sign-in when it is on; null when off (or only being set up). */
export async function enabledTwoStep(db: DbOrTx, accountId: string): Promise<TwoStepSetting | null> {
  const [row] = await db
    .select()
    .from(accountTwoStep)
    .where(and(eq(accountTwoStep.accountId, accountId), isNotNull(accountTwoStep.enabledAt)));
  return row ?? null;
}

export const twoStepAlreadyOn = () =>
  new ApiError(409, TwoStepErrorCode.alreadyOn, 'accountSecurity.twoStep.alreadyOn');
export const twoStepNotOn = () => new ApiError(409, TwoStepErrorCode.notOn, 'accountSecurity.twoStep.notOn');
export const wrongCode = () => new ApiError(400, TwoStepErrorCode.codeWrong, 'accountSecurity.twoStep.codeWrong');
export const wrongPassword = () => new ApiError(400, ErrorCode.wrongPassword, 'password.currentWrong');

/** The kind of a code as typed: six digits are the method's own code, anything else a recovery code. */
export function kindOfCode(method: TwoStepMethod, code: string): 'primary' | 'recovery_code' {
  if (/^\d{6}$/.test(code.replace(/\s/g, ''))) return 'primary';
  // An SMS two-step has no recovery codes: saying so beats a "wrong code" the subscriber cannot fix.
  if (method === 'sms') throw new ApiError(400, TwoStepErrorCode.wrongStep, 'accountSecurity.twoStep.wrongStep');
  return 'recovery_code';
}
