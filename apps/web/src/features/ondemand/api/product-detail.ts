import type { ProductDetail } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { CATALOGUE_STALE_TIME } from './cache';

/**
 * A product page with its child videos: the public page for visitors, the connection's page (purchase
 * state included) when logged in. The SVOD page, its video list and its video page share this one read.
 */
export function getProductDetail(
  productId: string,
  conid: string | null,
  signal?: AbortSignal,
): Promise<ProductDetail> {
  const id = encodeURIComponent(productId);
  if (conid) {
    const query = new URLSearchParams({ conid });
    return apiRequest<ProductDetail>(`/billing/v1/billing/user-products/${id}?${query}`, { signal });
  }
  return apiRequest<ProductDetail>(`/products/v1/products/${id}`, { signal });
}

export function productDetailQueryOptions(productId: string, conid: string | null) {
  return queryOptions({
    queryKey: ['ondemand', 'product', productId, conid],
    queryFn: ({ signal }) => getProductDetail(productId, conid, signal),
    staleTime: CATALOGUE_STALE_TIME,
  });
}
