import type { ProductDetail } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { PRODUCT_STALE_MS } from './stale-time';

/**
 * A product page: the public product for visitors, the connection's view of it (purchase state, its
 * connection type's price) when logged in. Unknown ids answer 404.
 */
export function getProduct(productId: string, connectionId: string | null, signal?: AbortSignal) {
  const id = encodeURIComponent(productId);
  const path = connectionId
    ? `/billing/v1/billing/user-products/${id}?${new URLSearchParams({ conid: connectionId })}`
    : `/products/v1/products/${id}`;
  return apiRequest<ProductDetail>(path, { signal });
}

export function productQueryOptions(productId: string, connectionId: string | null) {
  return queryOptions({
    queryKey: ['content', 'product', productId, connectionId],
    queryFn: ({ signal }) => getProduct(productId, connectionId, signal),
    staleTime: PRODUCT_STALE_MS,
  });
}
