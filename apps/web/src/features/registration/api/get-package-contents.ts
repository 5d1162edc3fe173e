import type { ProductDetail } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** A package's public page: its contents (productList), for 'This Package Includes' and the channel carousel. */
export function packageContentsQueryOptions(productId: string | null) {
  return queryOptions({
    queryKey: ['registration', 'package-contents', productId],
    queryFn: ({ signal }) =>
      apiRequest<ProductDetail>(`/products/v1/products/${encodeURIComponent(productId ?? '')}`, {
        signal,
        redirectOnUnauthorized: false,
      }),
    enabled: productId !== null,
    staleTime: 5 * 60_000,
  });
}
