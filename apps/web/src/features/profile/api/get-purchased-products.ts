import type { ProductSummary } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** The connection's products of the given types with purchase marks; MY CONTENT keeps the purchased ones. */
export function getProductsByTypes(conid: string, typeIds: readonly string[], signal?: AbortSignal) {
  const query = new URLSearchParams({ conid });
  for (const id of typeIds) query.append('typeIds', id);
  return apiRequest<ProductSummary[]>(`/billing/v1/billing/user-products/by-types?${query}`, { signal });
}

export function productsByTypesQueryOptions(conid: string, typeIds: readonly string[]) {
  return queryOptions({
    queryKey: ['profile', 'products-by-types', conid, ...typeIds] as const,
    queryFn: ({ signal }) => getProductsByTypes(conid, typeIds, signal),
  });
}
