import type { MessageResponse } from '@selfcare/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Confirms the account's e-mail address with the token of the confirmation link (single use). */
export function confirmEmail(token: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/auth/v1/email/confirmation/${encodeURIComponent(token)}`, {
    redirectOnUnauthorized: false,
  });
}

/** A mutation, not a query: it runs once, when the subscriber presses Submit, and uses the link up. */
export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
