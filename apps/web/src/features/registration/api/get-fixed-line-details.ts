import type { FixedLineDetails, FixedLineLookupQuery } from '@selfcare/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** The fixed-line record behind the account-login form; 404 none, 409 ALREADY_REGISTERED. */
export function getFixedLineDetails(query: FixedLineLookupQuery): Promise<FixedLineDetails> {
  const search = new URLSearchParams({
    connectionType: String(query.connectionType),
    telephoneNumber: query.telephoneNumber,
    accountNumber: query.accountNumber,
  });
  return apiRequest<FixedLineDetails>(`/users/v1/registration/connection-details?${search}`, {
    redirectOnUnauthorized: false,
  });
}

/** A mutation: it runs when the subscriber presses Proceed, and its answer moves the flow on. */
export function useFixedLineLookup() {
  return useMutation({ mutationFn: getFixedLineDetails });
}
