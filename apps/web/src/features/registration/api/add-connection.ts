import type { AddConnectionRequest, SignUpResponse } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

/** A logged-in subscriber's new connection ('Add Account'): the same details without e-mail and passwords. */
export function addConnection(body: AddConnectionRequest): Promise<SignUpResponse> {
  return apiRequest<SignUpResponse>('/users/v1/registration/connections', { method: 'POST', body });
}
