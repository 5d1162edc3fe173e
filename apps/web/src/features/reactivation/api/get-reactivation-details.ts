import type { ReactivationDetails } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getReactivationDetails(connectionId: string, signal?: AbortSignal) {
  return apiRequest<ReactivationDetails>(
    `/billing/v1/billing/user-purchase/reactivation-details?${new URLSearchParams({ connectionId })}`,
    { signal },
  );
}

/** Keyed by the connection, so a reactivation's refresh of the connection's reads includes it. */
export function reactivationDetailsQueryOptions(connectionId: string) {
  return queryOptions({
    queryKey: ['reactivation', 'details', connectionId] as const,
    queryFn: ({ signal }) => getReactivationDetails(connectionId, signal),
  });
}
