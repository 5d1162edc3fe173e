import type { MessageResponse } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

export function sendSmsSetupCode(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/v1/two-step/sms', { method: 'POST' });
}
