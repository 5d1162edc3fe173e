import type { ProductSummary } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { CATALOGUE_STALE_TIME } from './cache';

/** Every listed SVOD: the public list for visitors, the connection's (with purchase marks) when logged in. */
export function getSvods(svodTypeId: string, conid: string | null, signal?: AbortSignal): Promise<ProductSummary[]> {
  if (conid) {
    const query = new URLSearchParams({ conid, typeIds: svodTypeId });
    return apiRequest<ProductSummary[]>(`/billing/v1/billing/user-products/by-types?${query}`, { signal });
  }
  const query = new URLSearchParams({ typeid: svodTypeId });
  return apiRequest<ProductSummary[]>(`/products/v1/products/all/active/by-types?${query}`, { signal });
}

export function svodsQueryOptions(svodTypeId: string, conid: string | null) {
  return queryOptions({
    queryKey: ['ondemand', 'svods', svodTypeId, conid],
    queryFn: ({ signal }) => getSvods(svodTypeId, conid, signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}
