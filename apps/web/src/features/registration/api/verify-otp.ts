import type { OtpVerifyResponse } from '@selfcare/contracts';
import type { RegistrationState } from '../model/registration-store';
import { registrationRequest } from './registration-request';

export function verifyOtp(registration: RegistrationState, otp: string): Promise<OtpVerifyResponse> {
  return registrationRequest<OtpVerifyResponse>('/registration/otp', registration, {
    method: 'POST',
    body: { otp, connectionId: registration.connectionId },
  });
}
