import type { NonProviderDetailsRequest } from '@selfcare/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function submitNonProviderDetails(body: NonProviderDetailsRequest): Promise<unknown> {
  return apiRequest<unknown>('/users/v1/non-provider-details', { method: 'POST', body, redirectOnUnauthorized: false });
}

export function useSubmitNonProviderDetails() {
  return useMutation({ mutationFn: submitNonProviderDetails });
}
