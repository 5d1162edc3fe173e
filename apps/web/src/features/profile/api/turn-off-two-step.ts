import type { MessageResponse, TurnOffTwoStepRequest } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

export function turnOffTwoStep(request: TurnOffTwoStepRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/v1/two-step/turn-off', { method: 'POST', body: request });
}
