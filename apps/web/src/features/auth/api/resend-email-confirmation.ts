import type { EmailConfirmationRequest, MessageResponse } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

/** A new confirmation link for an address not confirmed yet; the answer is the same for every address. */
export function resendEmailConfirmation(body: EmailConfirmationRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/v1/email/confirmation', {
    method: 'POST',
    body,
    redirectOnUnauthorized: false,
  });
}
