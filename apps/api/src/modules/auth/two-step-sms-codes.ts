import { createHash, randomInt } from 'node:crypto';
import type { UiLanguage } from '@selfcare/contracts';
import { smsTextIn } from '@selfcare/contracts/messages/sms';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { LoginRateLimitSettings } from '../../config';
import type { DbOrTx } from '../../db/client';
import { type SmsCodePurpose, twoStepSmsCodes } from '../../db/schema';
import type { SmsSender } from '../../integrations/sms';
import { tooManyAttempts } from '../../lib/api-error';
import { countAttempt } from '../../plugins/rate-limit';

export const SMS_CODE_MINUTES = 5;
export const SMS_CODE_TRIES = 5;

/**
 * Six digits keyed to the account and the purpose before hashing, so one row's hash tells nothing of
 * another's. A fast hash: the code lives 5 minutes and allows 5 tries.
 */
const hashSmsCode = (accountId: string, purpose: SmsCodePurpose, code: string) =>
  createHash('sha256').update(`${accountId}:${purpose}:${code}`).digest('hex');

/**
 * Texts cost money and reach a person: an account gets at most LOGIN_RATE_LIMIT_PER_ACCOUNT two-step
 * texts a window, whatever their purpose (429 with Retry-After).
 */
export async function limitSmsCodes(db: DbOrTx, accountId: string, limits: LoginRateLimitSettings): Promise<void> {
  const wait = await countAttempt(db, [
    { key: `two-step-sms:${accountId}`, limit: limits.perAccount, windowSeconds: limits.windowSeconds },
  ]);
  if (wait !== null) throw tooManyAttempts(wait);
}

/**
 * A new code for `purpose`, replacing any earlier one, texted through the outbox in the caller's
 * transaction in the account's language. The code itself is never stored nor logged.
 */
export async function sendSmsCode(
  db: DbOrTx,
  sms: SmsSender,
  input: { accountId: string; purpose: SmsCodePurpose; mobile: string; language: UiLanguage },
): Promise<void> {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const row = {
    codeHash: hashSmsCode(input.accountId, input.purpose, code),
    tries: 0,
    expiresAt: sql`now() + make_interval(mins => ${SMS_CODE_MINUTES})`,
    createdAt: sql`now()`,
  };
  await db
    .insert(twoStepSmsCodes)
    .values({ accountId: input.accountId, purpose: input.purpose, ...row })
    .onConflictDoUpdate({ target: [twoStepSmsCodes.accountId, twoStepSmsCodes.purpose], set: row });
  await sms.send(db, {
    to: input.mobile,
    text: smsTextIn(input.language, 'security.twoStepCode', { code, minutes: SMS_CODE_MINUTES }),
  });
}

/**
 * Takes the code: true when it is the awaited one, not expired, with tries left. The row is deleted
 * by the same statement, so of two requests racing with one code only one gets it. A wrong code uses
 * up one of the code's tries.
 */
export async function takeSmsCode(
  db: DbOrTx,
  input: { accountId: string; purpose: SmsCodePurpose; code: string },
): Promise<boolean> {
  const awaited = and(eq(twoStepSmsCodes.accountId, input.accountId), eq(twoStepSmsCodes.purpose, input.purpose));
  const taken = await db
    .delete(twoStepSmsCodes)
    .where(
      and(
        awaited,
        eq(twoStepSmsCodes.codeHash, hashSmsCode(input.accountId, input.purpose, input.code)),
        gt(twoStepSmsCodes.expiresAt, sql`now()`),
        lt(twoStepSmsCodes.tries, SMS_CODE_TRIES),
      ),
    )
    .returning({ accountId: twoStepSmsCodes.accountId });
  if (taken.length > 0) return true;
  await db
    .update(twoStepSmsCodes)
    .set({ tries: sql`${twoStepSmsCodes.tries} + 1` })
    .where(awaited);
  return false;
}
