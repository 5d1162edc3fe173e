import type { LoginRequest, LoginResponse } from '@selfcare/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSubscriber } from '@/shared/account/load-subscriber';
import { apiRequest } from '@/shared/api/api-client';
import { clearSession, writeStored } from '@/shared/session/storage';

export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/v1/login', {
    method: 'POST',
    body: credentials,
    redirectOnUnauthorized: false,
  });
}

/**
 * Logs in and loads what the first screen needs. A session whose account or connections cannot be
 * read is unusable, so it is dropped again and the failure shows on the login form.
 */
export function useLogin({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginRequest) => {
      const { token, expiresAt } = await login(credentials);
      // Another subscriber's cached data must never show in this session.
      queryClient.clear();
      writeStored({ jwt: token, sessionExpiresAt: expiresAt });
      try {
        await loadSubscriber(queryClient);
      } catch (error) {
        clearSession();
        throw error;
      }
    },
    onSuccess,
  });
}
