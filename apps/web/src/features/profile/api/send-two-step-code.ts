import type { MessageResponse } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

/** An SMS code for turning off two-step sign-in by SMS. */
export function sendTwoStepCode(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/v1/two-step/sms/code', { method: 'POST' });
}
