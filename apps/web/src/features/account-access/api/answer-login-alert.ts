import type { LoginAlertNotMeResponse } from '@selfcare/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** A login alert's "Not you?": that login ends, and a password reset starts. */
export function answerLoginAlert(token: string): Promise<LoginAlertNotMeResponse> {
  return apiRequest<LoginAlertNotMeResponse>('/auth/v1/login-alerts/not-me', {
    method: 'POST',
    body: { token },
    redirectOnUnauthorized: false,
  });
}

export function useAnswerLoginAlert() {
  return useMutation({ mutationFn: answerLoginAlert });
}
