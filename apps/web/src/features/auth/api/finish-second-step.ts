import type { LoginResponse, MessageResponse, SecondStepRequest } from '@selfcare/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { startSession } from './login';

export function finishSecondStep(request: SecondStepRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/v1/login/second-step', {
    method: 'POST',
    body: request,
    redirectOnUnauthorized: false,
  });
}

export function resendSignInCode(token: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/v1/login/second-step/sms', {
    method: 'POST',
    body: { token },
    redirectOnUnauthorized: false,
  });
}

/** The code of a login's second step: right, the session starts as a plain login's does. */
export function useFinishSecondStep({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SecondStepRequest) => startSession(queryClient, await finishSecondStep(request)),
    onSuccess,
  });
}
