import type { ProductSummary } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/**
 * The channel bundles and promotional packages the product can also be bought in. With conid the api
 * leaves out bundles the connection's base package already includes.
 */
export function getBundledProducts(productId: string, connectionId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ productId, conid: connectionId });
  return apiRequest<ProductSummary[]>(`/products/v1/products/bundled?${query}`, { signal });
}

export function bundledProductsQueryOptions(productId: string, connectionId: string) {
  return queryOptions({
    queryKey: ['purchase', 'bundled', productId, connectionId],
    queryFn: ({ signal }) => getBundledProducts(productId, connectionId, signal),
  });
}
