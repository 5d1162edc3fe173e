import type { Device } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getDevices(connectionId: string, signal?: AbortSignal): Promise<Device[]> {
  return apiRequest<Device[]>(`/users/v1/connections/${encodeURIComponent(connectionId)}/devices`, { signal });
}

export function devicesQueryOptions(connectionId: string) {
  return queryOptions({
    queryKey: ['profile', 'devices', connectionId] as const,
    queryFn: ({ signal }) => getDevices(connectionId, signal),
  });
}
