import type { ProductDetail } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** A product page: the connection's view of it (purchase marks) when there is one, else the public one. */
export function getPackageDetail(
  productId: string,
  conid: string | null,
  signal?: AbortSignal,
): Promise<ProductDetail> {
  const id = encodeURIComponent(productId);
  const path = conid
    ? `/billing/v1/billing/user-products/${id}?conid=${encodeURIComponent(conid)}`
    : `/products/v1/products/${id}`;
  return apiRequest<ProductDetail>(path, { signal });
}

export function packageDetailQueryOptions(productId: string, conid: string | null) {
  return queryOptions({
    queryKey: ['catalogue', 'product', productId, conid] as const,
    queryFn: ({ signal }) => getPackageDetail(productId, conid, signal),
  });
}
