import type { ProductSummary } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/**
 * The connection's products of the given types that it bought on its own and holds, with their marks
 * (held=own): what MY CONTENT shows, not the whole catalogue of those types (about 1 MB nationally).
 */
export function getProductsByTypes(conid: string, typeIds: readonly string[], signal?: AbortSignal) {
  const query = new URLSearchParams({ conid, held: 'own' });
  for (const id of typeIds) query.append('typeIds', id);
  return apiRequest<ProductSummary[]>(`/billing/v1/billing/user-products/by-types?${query}`, { signal });
}

export function productsByTypesQueryOptions(conid: string, typeIds: readonly string[]) {
  return queryOptions({
    queryKey: ['profile', 'products-by-types', conid, ...typeIds] as const,
    queryFn: ({ signal }) => getProductsByTypes(conid, typeIds, signal),
  });
}
