import { CatalogueTag, type ProductSummary, type ProductTypesAndTagsBody } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/**
 * The featured products of the given types in one call. With a connection id the answer carries that
 * connection's purchase marks, so the connection is part of the key: switching connections shows a
 * fresh load, never the previous connection's list.
 */
export function getFeaturedProducts(
  productTypes: string[],
  conid: string | null,
  signal?: AbortSignal,
): Promise<ProductSummary[]> {
  const body: ProductTypesAndTagsBody = { productTypes, tags: [CatalogueTag.featured] };
  const query = conid ? `?conid=${encodeURIComponent(conid)}` : '';
  return apiRequest<ProductSummary[]>(`/products/v1/products/by-product-types-and-tags${query}`, {
    method: 'POST',
    body,
    signal,
  });
}

export function featuredProductsQueryOptions(productTypes: string[], conid: string | null) {
  return queryOptions({
    queryKey: ['catalogue', 'featured', productTypes, conid] as const,
    queryFn: ({ signal }) => getFeaturedProducts(productTypes, conid, signal),
  });
}
