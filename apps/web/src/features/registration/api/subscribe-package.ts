import type { RegistrationSubscribeRequest, RegistrationSubscribeResponse } from '@selfcare/contracts';
import type { RegistrationState } from '../model/registration-store';
import { registrationRequest } from './registration-request';

/** Chooses the connection's base package and pays for it the way its type pays (decision 0009). */
export function subscribePackage(
  registration: RegistrationState,
  body: RegistrationSubscribeRequest,
  idempotencyKey: string,
): Promise<RegistrationSubscribeResponse> {
  return registrationRequest<RegistrationSubscribeResponse>('/registration/subscribe', registration, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
