import type { ProductSummary } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { CATALOGUE_STALE_MS } from './stale-time';

/**
 * Every listed channel: the public list for visitors, the connection's own list (purchase marks, prices
 * for its connection type) when logged in.
 */
export function getChannels(channelTypeId: string, connectionId: string | null, signal?: AbortSignal) {
  const path = connectionId
    ? `/billing/v1/billing/user-products/by-types?${new URLSearchParams({ conid: connectionId, typeIds: channelTypeId })}`
    : `/products/v1/products/all/active/by-types?${new URLSearchParams({ typeid: channelTypeId })}`;
  return apiRequest<ProductSummary[]>(path, { signal });
}

export function channelsQueryOptions(channelTypeId: string, connectionId: string | null) {
  return queryOptions({
    queryKey: ['content', 'channels', channelTypeId, connectionId],
    queryFn: ({ signal }) => getChannels(channelTypeId, connectionId, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
}
