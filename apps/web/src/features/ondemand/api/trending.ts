import type { ProductSummary } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { CATALOGUE_STALE_TIME } from './cache';

/** The Trending carousel of a tab; with the selected connection the titles carry purchase marks. */
export function getTrending(subTypeId: string, conid: string | null, signal?: AbortSignal): Promise<ProductSummary[]> {
  const query = conid ? `?${new URLSearchParams({ conid })}` : '';
  return apiRequest<ProductSummary[]>(`/products/v1/products/trending${query}`, {
    method: 'POST',
    body: { subTypeId },
    signal,
  });
}

export function trendingQueryOptions(subTypeId: string, conid: string | null) {
  return queryOptions({
    queryKey: ['ondemand', 'trending', subTypeId, conid],
    queryFn: ({ signal }) => getTrending(subTypeId, conid, signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}
