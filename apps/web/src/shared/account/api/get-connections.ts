import type { ConnectionSummary } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** The spec gives this read as a POST without a body. */
export function getConnections(signal?: AbortSignal): Promise<ConnectionSummary[]> {
  return apiRequest<ConnectionSummary[]>('/users/v1/account/connections', { method: 'POST', signal });
}

export function connectionsQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'connections'],
    queryFn: ({ signal }) => getConnections(signal),
  });
}
