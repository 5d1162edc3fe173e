import type { AuthenticatorSetup } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

export function startAuthenticatorSetup(): Promise<AuthenticatorSetup> {
  return apiRequest<AuthenticatorSetup>('/auth/v1/two-step/authenticator', { method: 'POST' });
}
