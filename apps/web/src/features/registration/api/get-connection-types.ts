import type { ConnectionTypeOption } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getConnectionTypes(signal?: AbortSignal): Promise<ConnectionTypeOption[]> {
  return apiRequest<ConnectionTypeOption[]>('/users/v1/connection-types', { signal, redirectOnUnauthorized: false });
}

export function connectionTypesQueryOptions() {
  return queryOptions({
    queryKey: ['registration', 'connection-types'],
    queryFn: ({ signal }) => getConnectionTypes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
