import type { ProductDetail } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { PACKAGE_CACHE_MS } from './package-list';

/** A package page: its contents (productList) and extra screens; with conid they carry purchase marks. */
export function getPackageDetail(
  productId: string,
  conid: string | null,
  signal?: AbortSignal,
): Promise<ProductDetail> {
  const query = conid ? `?${new URLSearchParams({ conid })}` : '';
  return apiRequest<ProductDetail>(`/products/v1/products/${encodeURIComponent(productId)}${query}`, { signal });
}

export function packageDetailQueryOptions(productId: string, conid: string | null) {
  return queryOptions({
    queryKey: ['packages', 'detail', productId, conid ?? 'public'],
    queryFn: ({ signal }) => getPackageDetail(productId, conid, signal),
    staleTime: PACKAGE_CACHE_MS,
  });
}
