import type { District } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getDistricts(signal?: AbortSignal): Promise<District[]> {
  return apiRequest<District[]>('/users/v1/districts', { signal, redirectOnUnauthorized: false });
}

export function districtsQueryOptions() {
  return queryOptions({
    queryKey: ['registration', 'districts'],
    queryFn: ({ signal }) => getDistricts(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
