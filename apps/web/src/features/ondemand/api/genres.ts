import type { Genre } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { CATALOGUE_STALE_TIME } from './cache';

/** The genres of the listed titles of one sub type: the tab's Genre dropdown. */
export function getGenres(subTypeId: string, signal?: AbortSignal): Promise<Genre[]> {
  const query = new URLSearchParams({ subtypeid: subTypeId });
  return apiRequest<Genre[]>(`/products/v1/products/genres?${query}`, { signal });
}

export function genresQueryOptions(subTypeId: string) {
  return queryOptions({
    queryKey: ['ondemand', 'genres', subTypeId],
    queryFn: ({ signal }) => getGenres(subTypeId, signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}
