import type { BaseProvisionStatus } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getBaseProvisionStatus(connectionId: string, connectionType: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ connectionId, connectionType: String(connectionType) });
  return apiRequest<BaseProvisionStatus>(`/billing/v1/billing/base-provision-status?${query}`, { signal });
}

export function baseProvisionStatusQueryOptions(connectionId: string, connectionType: number) {
  return queryOptions({
    queryKey: ['reactivation', 'base-provision-status', connectionId, connectionType] as const,
    queryFn: ({ signal }) => getBaseProvisionStatus(connectionId, connectionType, signal),
  });
}
