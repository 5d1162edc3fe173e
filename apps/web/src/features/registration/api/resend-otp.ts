import type { OtpResendResponse } from '@selfcare/contracts';
import type { RegistrationState } from '../model/registration-store';
import { registrationRequest } from './registration-request';

export function resendOtp(registration: RegistrationState): Promise<OtpResendResponse> {
  return registrationRequest<OtpResendResponse>(
    `/registration/otp/${encodeURIComponent(registration.connectionId ?? '')}`,
    registration,
  );
}
