import type { MessageResponse } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

export function confirmSmsSetup(code: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/v1/two-step/sms/confirm', { method: 'POST', body: { code } });
}
