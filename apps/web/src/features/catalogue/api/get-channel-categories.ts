import type { Category } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { CATALOGUE_STALE_MS } from './stale-time';

/** A read, sent as POST because that is the spec's method for the channel categories call. */
export function getChannelCategories(productTypeId: string, signal?: AbortSignal): Promise<Category[]> {
  return apiRequest<Category[]>('/products/v1/products/channel-categories', {
    method: 'POST',
    body: { productType: productTypeId },
    signal,
  });
}

export function channelCategoriesQueryOptions(productTypeId: string) {
  return queryOptions({
    queryKey: ['content', 'channel-categories', productTypeId],
    queryFn: ({ signal }) => getChannelCategories(productTypeId, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}
