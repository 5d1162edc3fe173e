import type { RecoveryCodesResponse } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

export function confirmAuthenticatorSetup(code: string): Promise<RecoveryCodesResponse> {
  return apiRequest<RecoveryCodesResponse>('/auth/v1/two-step/authenticator/confirm', {
    method: 'POST',
    body: { code },
  });
}
