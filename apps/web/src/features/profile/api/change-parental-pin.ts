import type { ParentalPinChangeRequest, ProfileMessageResponse } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

export function changeParentalPin(
  connectionId: string,
  request: ParentalPinChangeRequest,
): Promise<ProfileMessageResponse> {
  return apiRequest<ProfileMessageResponse>(`/users/v1/connections/${encodeURIComponent(connectionId)}/parental-pin`, {
    method: 'POST',
    body: request,
  });
}
