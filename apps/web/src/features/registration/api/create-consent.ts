import type { ConsentResponse } from '@selfcare/contracts';
import type { RegistrationState } from '../model/registration-store';
import { registrationRequest } from './registration-request';

/** Type 6: asks the operator for consent to charge the number; the answer's page takes the subscriber there. */
export function createConsent(registration: RegistrationState, msisdn: string): Promise<ConsentResponse> {
  return registrationRequest<ConsentResponse>('/registration/consent', registration, {
    method: 'POST',
    body: { connectionId: registration.connectionId, msisdn },
  });
}
