import type { LoginOrSecondStepResponse, LoginRequest, LoginResponse, SecondStep } from '@selfcare/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSubscriber } from '@/shared/account/load-subscriber';
import { apiRequest } from '@/shared/api/api-client';
import { clearSession, writeStored } from '@/shared/session/storage';

export function login(credentials: LoginRequest): Promise<LoginOrSecondStepResponse> {
  return apiRequest<LoginOrSecondStepResponse>('/auth/v1/login', {
    method: 'POST',
    body: credentials,
    redirectOnUnauthorized: false,
  });
}

/**
 * Keeps a new session and loads what the first screen needs. A session whose account or connections
 * cannot be read is unusable, so it is dropped again and the failure shows on the login form.
 */
export async function startSession(queryClient: QueryClient, { token, expiresAt }: LoginResponse): Promise<void> {
  // Another subscriber's cached data must never show in this session.
  queryClient.clear();
  writeStored({ jwt: token, sessionExpiresAt: expiresAt });
  try {
    await loadSubscriber(queryClient);
  } catch (error) {
    clearSession();
    throw error;
  }
}

/**
 * Logs in. With two-step sign-in on, a right password answers the second step instead of a session:
 * the mutation's data, which the form turns into the code step.
 */
export function useLogin({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginRequest): Promise<SecondStep | null> => {
      const answer = await login(credentials);
      if ('secondStep' in answer) return answer.secondStep;
      await startSession(queryClient, answer);
      return null;
    },
    onSuccess: (secondStep) => {
      if (!secondStep) onSuccess();
    },
  });
}
