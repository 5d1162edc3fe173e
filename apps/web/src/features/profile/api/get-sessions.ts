import type { AccountSession } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  return apiRequest<AccountSession[]>('/auth/v1/sessions', { signal });
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: ['profile', 'sessions'] as const, queryFn: ({ signal }) => getSessions(signal) });
}
