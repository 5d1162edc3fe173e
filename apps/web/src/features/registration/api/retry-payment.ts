import type { TransactionResult } from '@selfcare/contracts';
import type { RegistrationState } from '../model/registration-store';
import { registrationRequest } from './registration-request';

/** RETRY PAYMENT: the operator payment that answered RETRY, charged again. */
export function retryRegistrationPayment(registration: RegistrationState): Promise<TransactionResult> {
  return registrationRequest<TransactionResult>('/registration/retry', registration, {
    method: 'POST',
    body: { connectionId: registration.connectionId },
  });
}
