import type { MessageResponse, PasswordResetRequest } from '@selfcare/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Password recovery: the new password and the token of the e-mailed link. */
export function resetPassword(body: PasswordResetRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/v1/pwd-recovery', {
    method: 'POST',
    body,
    redirectOnUnauthorized: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
