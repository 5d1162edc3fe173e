import type { ConnectionDetails } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getConnectionDetails(connectionId: string, signal?: AbortSignal): Promise<ConnectionDetails> {
  return apiRequest<ConnectionDetails>(`/users/v1/connection/details/${encodeURIComponent(connectionId)}`, {
    signal,
  });
}

export function connectionDetailsQueryKey(connectionId: string) {
  return ['account', 'connection-details', connectionId] as const;
}

export function connectionDetailsQueryOptions(connectionId: string) {
  return queryOptions({
    queryKey: connectionDetailsQueryKey(connectionId),
    queryFn: ({ signal }) => getConnectionDetails(connectionId, signal),
  });
}
