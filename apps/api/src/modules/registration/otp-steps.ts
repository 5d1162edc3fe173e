import { ConnectionType, type OtpResendResponse, type OtpVerifyResponse } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { recordAudit } from '../../lib/audit';
import { type RateLimitRule, refundAttempt } from '../../plugins/rate-limit';
import { enforceLimits, perAddress, perSubject } from '../account-access/account-access-context';
import { resolveTarget } from './access';
import { registrationRule } from './errors';
import { issueOtp, OTP_MAX_ATTEMPTS, otpRefusal, verifyOtp } from './otp';
import type { RegistrationCaller, RegistrationContext } from './registration-context';

function requireOtpStep(connectionType: number, mobile: string | null): string {
  if (connectionType === ConnectionType.mobileOperator || !mobile) throw registrationRule('registration.otpNotNeeded');
  return mobile;
}

/**
 * Wrong codes allowed per window (decision 0019): per connection across resends (each code also locks
 * after OTP_MAX_ATTEMPTS), and per address across connections.
 */
export const OTP_WRONG_PER_CONNECTION = 2 * OTP_MAX_ATTEMPTS;
export const OTP_WRONG_PER_ADDRESS = 20;

/** POST /registration/otp: the connection's mobile is verified; types 1-5 go on to subscribe, 7 to the packages. */
export async function verifyRegistrationOtp(
  context: RegistrationContext,
  caller: RegistrationCaller,
  input: { otp: string; connectionId: string },
): Promise<OtpVerifyResponse> {
  const target = await resolveTarget(context.db, caller, input.connectionId);
  requireOtpStep(target.connectionType, target.mobile);
  const window = context.limits.windowSeconds;
  const rules: RateLimitRule[] = [
    { key: `otp-verify:connection:${target.connectionId}`, limit: OTP_WRONG_PER_CONNECTION, windowSeconds: window },
    { key: `otp-verify:address:${caller.ipAddress}`, limit: OTP_WRONG_PER_ADDRESS, windowSeconds: window },
  ];
  await enforceLimits(context.db, rules, {
    action: 'registration.otp_verify',
    accountId: target.accountId,
    subjectType: 'connection',
    subjectId: target.connectionId,
    ipAddress: caller.ipAddress,
  });
  const verdict = await verifyOtp(context.db, target, { otp: input.otp, ipAddress: caller.ipAddress });
  // Only wrong codes count: an expired or locked code reveals nothing, and a right one ends the step.
  if (verdict !== 'wrong') for (const rule of rules) await refundAttempt(context.db, rule.key);
  if (verdict !== 'ok') throw otpRefusal(verdict);
  return {
    connectionId: target.connectionId,
    next: target.connectionType === ConnectionType.prepaidCard ? 'viewpackage' : 'subscribe',
  };
}

/** GET /registration/otp/{connectionId}: a new OTP, limited per connection and per address. */
export async function resendOtp(
  context: RegistrationContext,
  caller: RegistrationCaller,
  connectionId: string,
): Promise<OtpResendResponse> {
  const target = await resolveTarget(context.db, caller, connectionId);
  const mobile = requireOtpStep(target.connectionType, target.mobile);
  await enforceLimits(
    context.db,
    [
      perSubject('registration-otp', target.connectionId, context.limits),
      perAddress('registration-otp', caller.ipAddress, context.limits),
    ],
    { action: 'registration.otp_resend', accountId: target.accountId, ipAddress: caller.ipAddress },
  );
  const expiresAt = await context.db.transaction(async (tx) => {
    const expires = await issueOtp(
      tx,
      context.integrations.sms,
      {
        connectionId: target.connectionId,
        tokenHash: target.tokenHash,
        mobile,
        purpose: target.registration?.newAccount ? 'registration' : 'connection',
      },
      caller.language,
    );
    await recordAudit(tx, {
      action: 'registration.otp_resend',
      outcome: 'success',
      accountId: target.accountId,
      subjectType: 'connection',
      subjectId: target.connectionId,
      ipAddress: caller.ipAddress,
    });
    return expires;
  });
  return { message: messageTextIn(caller.language, 'registration.otpSent'), expiresAt: expiresAt.toISOString() };
}
