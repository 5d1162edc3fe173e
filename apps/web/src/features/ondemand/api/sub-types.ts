import type { SubType } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { CATALOGUE_STALE_TIME } from './cache';

/** Every sub type of a type, active or not (spec 001 section 7). */
export function getSubTypes(typeId: string, signal?: AbortSignal): Promise<SubType[]> {
  return apiRequest<SubType[]>(`/products/v1/products/type/${encodeURIComponent(typeId)}/subtype/all`, { signal });
}

export function subTypesQueryOptions(typeId: string) {
  return queryOptions({
    queryKey: ['ondemand', 'sub-types', typeId],
    queryFn: ({ signal }) => getSubTypes(typeId, signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}
