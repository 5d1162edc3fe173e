import { createHash, randomInt } from 'node:crypto';
import { OTP_LENGTH, OTP_VALID_MINUTES, RegistrationErrorCode, type UiLanguage } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connectionRegistrations, otpCodes } from '../../db/schema';
import type { SmsSender } from '../../integrations/sms';
import { recordAudit } from '../../lib/audit';
import type { RegistrationTarget } from './access';
import { registrationError } from './errors';

/** An OTP is good for 10 minutes, once, and for 5 wrong tries (issue 8). */
export const OTP_TTL_MS = OTP_VALID_MINUTES * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

/**
 * Only a hash is kept, bound to the connection and to the registration token it was sent for (or to the
 * session flow): the code alone opens nothing else.
 */
function otpHash(connectionId: string, binding: string | null, code: string): string {
  return createHash('sha256')
    .update(`${connectionId}:${binding ?? 'session'}:${code}`)
    .digest('hex');
}

export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Sends a new OTP to the connection's mobile, replacing any earlier one (which stops working, and with
 * it the lockout after 5 wrong tries). Pass the transaction that makes the change it belongs to. The SMS
 * is in `language`, the one of the request that asked for it.
 */
export async function issueOtp(
  tx: DbOrTx,
  sms: SmsSender,
  target: Pick<RegistrationTarget, 'connectionId' | 'tokenHash'> & {
    mobile: string;
    purpose: 'registration' | 'connection';
  },
  language: UiLanguage,
): Promise<Date> {
  const now = new Date();
  await tx
    .update(otpCodes)
    .set({ expiresAt: now })
    .where(and(eq(otpCodes.connectionId, target.connectionId), isNull(otpCodes.consumedAt)));
  const code = newOtpCode();
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
  await tx.insert(otpCodes).values({
    purpose: target.purpose,
    connectionId: target.connectionId,
    recipient: target.mobile,
    codeHash: otpHash(target.connectionId, target.tokenHash, code),
    expiresAt,
  });
  await sms.send(tx, { to: target.mobile, text: messageTextIn(language, 'registration.smsOtp', { otp: code }) });
  return expiresAt;
}

export type OtpVerdict = 'ok' | 'wrong' | 'expired' | 'locked';

/**
 * Checks a typed OTP against the connection's latest one, under its row lock so concurrent tries are
 * counted one by one. A wrong try is counted (and committed) before the verdict is answered.
 */
export async function verifyOtp(
  db: import('../../db/client').Database,
  target: RegistrationTarget,
  input: { otp: string; ipAddress: string },
): Promise<OtpVerdict> {
  return db.transaction(async (tx): Promise<OtpVerdict> => {
    const [latest] = await tx
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.connectionId, target.connectionId))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1)
      .for('update');
    let verdict: OtpVerdict;
    if (!latest || latest.consumedAt !== null || latest.expiresAt.getTime() <= Date.now()) verdict = 'expired';
    else if (latest.attempts >= OTP_MAX_ATTEMPTS) verdict = 'locked';
    else if (latest.codeHash !== otpHash(target.connectionId, target.tokenHash, input.otp.trim())) verdict = 'wrong';
    else verdict = 'ok';
    if (latest && verdict === 'wrong') {
      await tx
        .update(otpCodes)
        .set({ attempts: latest.attempts + 1 })
        .where(eq(otpCodes.id, latest.id));
    }
    if (latest && verdict === 'ok') {
      const now = new Date();
      await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, latest.id));
      await tx
        .update(connectionRegistrations)
        .set({ step: 'otp_verified', otpVerifiedAt: now })
        .where(eq(connectionRegistrations.connectionId, target.connectionId));
    }
    await recordAudit(tx, {
      action: 'registration.otp_verify',
      outcome: verdict === 'ok' ? 'success' : 'failure',
      accountId: target.accountId,
      subjectType: 'connection',
      subjectId: target.connectionId,
      ipAddress: input.ipAddress,
      details: { verdict, attempts: latest ? latest.attempts + (verdict === 'wrong' ? 1 : 0) : 0 },
    });
    return verdict;
  });
}

/** The spec's answer to a refused OTP. */
export function otpRefusal(verdict: Exclude<OtpVerdict, 'ok'>) {
  if (verdict === 'wrong') return registrationError(400, RegistrationErrorCode.invalidOtp, 'registration.otpInvalid');
  if (verdict === 'expired') return registrationError(400, RegistrationErrorCode.otpExpired, 'registration.otpExpired');
  return registrationError(400, RegistrationErrorCode.otpLocked, 'registration.otpLocked');
}
