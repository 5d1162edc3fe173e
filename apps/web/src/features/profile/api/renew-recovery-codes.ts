import type { RecoveryCodesResponse } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

export function renewRecoveryCodes(code: string): Promise<RecoveryCodesResponse> {
  return apiRequest<RecoveryCodesResponse>('/auth/v1/two-step/recovery-codes', { method: 'POST', body: { code } });
}
