import type { ViewerLocation } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getViewerLocation(signal?: AbortSignal): Promise<ViewerLocation> {
  return apiRequest<ViewerLocation>('/users/v1/location', { signal });
}

/** The viewer's country by IP, for region-limited content; it does not change during a visit. */
export function viewerLocationQueryOptions() {
  return queryOptions({
    queryKey: ['viewer', 'location'],
    queryFn: ({ signal }) => getViewerLocation(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
