import { ConnectionType, messageText, type OtpResendResponse, type OtpVerifyResponse } from '@selfcare/contracts';
import { recordAudit } from '../../lib/audit';
import { enforceLimits, perAddress, perSubject } from '../account-access/context';
import { resolveTarget } from './access';
import type { RegistrationCaller, RegistrationContext } from './context';
import { registrationRule } from './errors';
import { issueOtp, verifyOtp } from './otp';

function requireOtpStep(connectionType: number, mobile: string | null): string {
  if (connectionType === ConnectionType.mobileOperator || !mobile) throw registrationRule('registration.otpNotNeeded');
  return mobile;
}

/** POST /registration/otp: the connection's mobile is verified; types 1-5 go on to subscribe, 7 to the packages. */
export async function verifyRegistrationOtp(
  context: RegistrationContext,
  caller: RegistrationCaller,
  input: { otp: string; connectionId: string },
): Promise<OtpVerifyResponse> {
  const target = await resolveTarget(context.db, caller, input.connectionId);
  requireOtpStep(target.connectionType, target.mobile);
  await verifyOtp(context.db, target, { otp: input.otp, ipAddress: caller.ipAddress });
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
    const expires = await issueOtp(tx, context.integrations.sms, {
      connectionId: target.connectionId,
      tokenHash: target.tokenHash,
      mobile,
      purpose: target.registration?.newAccount ? 'registration' : 'connection',
    });
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
  return { message: messageText('registration.otpSent'), expiresAt: expiresAt.toISOString() };
}
