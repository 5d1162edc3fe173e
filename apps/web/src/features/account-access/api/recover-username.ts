import type { MessageResponse, RecoverUsernameQuery } from '@selfcare/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Recover username: the account's username is e-mailed to it; the answer never says whether one exists. */
export function recoverUsername({ username }: RecoverUsernameQuery): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/auth/v1/recover?${new URLSearchParams({ username })}`, {
    redirectOnUnauthorized: false,
  });
}

export function useRecoverUsername() {
  return useMutation({ mutationFn: recoverUsername });
}
