import type { Language } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { CATALOGUE_STALE_TIME } from './cache';

/** The languages of the listed titles of one sub type: the tab's Language dropdown. */
export function getLanguages(subTypeId: string, signal?: AbortSignal): Promise<Language[]> {
  const query = new URLSearchParams({ subtypeid: subTypeId });
  return apiRequest<Language[]>(`/products/v1/products/languages?${query}`, { signal });
}

export function languagesQueryOptions(subTypeId: string) {
  return queryOptions({
    queryKey: ['ondemand', 'languages', subTypeId],
    queryFn: ({ signal }) => getLanguages(subTypeId, signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}
