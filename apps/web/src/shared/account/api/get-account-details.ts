import type { AccountDetails } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getAccountDetails(signal?: AbortSignal): Promise<AccountDetails> {
  return apiRequest<AccountDetails>('/users/v1/account/details', { signal });
}

export function accountDetailsQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'details'],
    queryFn: ({ signal }) => getAccountDetails(signal),
  });
}
