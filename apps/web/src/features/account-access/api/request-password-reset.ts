import type { ForgotPasswordRequest, MessageResponse } from '@selfcare/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Forgot password: the answer is the same whether or not an account has the address. */
export function requestPasswordReset(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/v1/forgot-password', {
    method: 'POST',
    body,
    redirectOnUnauthorized: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
