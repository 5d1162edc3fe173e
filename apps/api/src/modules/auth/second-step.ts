import { createHash, randomBytes } from 'node:crypto';
import type { SecondStep, UiLanguage } from '@selfcare/contracts';
import { TwoStepErrorCode } from '@selfcare/contracts';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginDevices, secondSteps } from '../../db/schema';
import type { SmsSender } from '../../integrations/sms';
import { ApiError } from '../../lib/api-error';
import { accountMobile, mobileEnding } from './account-mobile';
import type { TwoStepSetting } from './two-step-settings';
import { sendSmsCode } from './two-step-sms-codes';

/** How long the second step waits for its code. */
export const SECOND_STEP_MINUTES = 5;
/** Wrong codes one second step takes before the password has to be typed again. */
export const SECOND_STEP_TRIES = 5;

export const hashSecondStepToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const secondStepExpired = () =>
  new ApiError(400, TwoStepErrorCode.secondStepExpired, 'accountSecurity.twoStep.secondStepExpired');

/** Whether the account's two-step lets this browser skip the code: "remembered" until a date to come. */
export async function isRememberedDevice(db: DbOrTx, deviceId: string): Promise<boolean> {
  const [device] = await db
    .select({ id: loginDevices.id })
    .from(loginDevices)
    .where(and(eq(loginDevices.id, deviceId), gt(loginDevices.twoStepUntil, sql`now()`)));
  return device !== undefined;
}

/**
 * After the right password on a browser not remembered: a second step of 5 minutes, known by a random
 * token (only its hash kept) that serves only to send the code. With SMS, the code is texted now.
 */
export async function startSecondStep(
  tx: DbOrTx,
  sms: SmsSender,
  login: { setting: TwoStepSetting; device: { id: string; isNew: boolean }; language: UiLanguage },
): Promise<SecondStep> {
  const { setting } = login;
  const token = randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(secondSteps)
    .values({
      accountId: setting.accountId,
      tokenHash: hashSecondStepToken(token),
      method: setting.method,
      deviceId: login.device.id,
      newDevice: login.device.isNew,
      expiresAt: sql`now() + make_interval(mins => ${SECOND_STEP_MINUTES})`,
    })
    .returning({ expiresAt: secondSteps.expiresAt });
  if (!row) throw new Error('second step not recorded');
  const ending = setting.method === 'sms' ? await textSignInCode(tx, sms, setting.accountId, login.language) : null;
  return { method: setting.method, token, expiresAt: row.expiresAt.toISOString(), mobileEnding: ending };
}

/** Texts a sign-in code (a new one replaces the last); the ending of the number, or null without one. */
export async function textSignInCode(
  tx: DbOrTx,
  sms: SmsSender,
  accountId: string,
  language: UiLanguage,
): Promise<string | null> {
  const mobile = await accountMobile(tx, accountId);
  if (!mobile) return null;
  await sendSmsCode(tx, sms, { accountId, purpose: 'sign_in', mobile, language });
  return mobileEnding(mobile);
}

/** The second step of `token` while it still waits: not used, not expired, tries left. */
export async function pendingSecondStep(db: DbOrTx, token: string) {
  const [row] = await db
    .select()
    .from(secondSteps)
    .where(
      and(
        eq(secondSteps.tokenHash, hashSecondStepToken(token)),
        isNull(secondSteps.usedAt),
        gt(secondSteps.expiresAt, sql`now()`),
        lt(secondSteps.tries, SECOND_STEP_TRIES),
      ),
    );
  return row ?? null;
}

/**
 * After a password reset: logins waiting for their code end, and no browser stays remembered, so the
 * new password alone opens nothing. Two-step sign-in itself stays on (decision 0065).
 */
export async function forgetTwoStepBrowsers(tx: DbOrTx, accountId: string): Promise<void> {
  await tx.delete(secondSteps).where(eq(secondSteps.accountId, accountId));
  await tx.update(loginDevices).set({ twoStepUntil: null }).where(eq(loginDevices.accountId, accountId));
}
