import type { MessageResponse, PasswordUpdateRequest } from '@selfcare/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function updatePassword(body: PasswordUpdateRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/v1/password-update', { method: 'POST', body });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
