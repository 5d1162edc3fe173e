import type { TransactionResult } from '@selfcare/contracts';
import type { RegistrationState } from '../model/registration-store';
import { registrationRequest } from './registration-request';

/** Back from the operator's consent page: validates the consent and charges the package. */
export function validateConsent(
  registration: RegistrationState,
  bridgeId: string,
  msisdn: string,
): Promise<TransactionResult> {
  return registrationRequest<TransactionResult>(
    `/registration/consent/validate?${new URLSearchParams({ bridgeId, msisdn })}`,
    registration,
    { method: 'POST' },
  );
}
