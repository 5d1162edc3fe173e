import type { ProductSummary } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** The promotional packages with the connection's purchase marks; MY CONTENT keeps the purchased ones. */
export function getPromotionalPackages(conid: string, packageTypeId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ conid, packagetypeid: packageTypeId });
  return apiRequest<ProductSummary[]>(`/billing/v1/billing/user-products/by-packagetype?${query}`, { signal });
}

export function promotionalPackagesQueryOptions(conid: string, packageTypeId: string) {
  return queryOptions({
    queryKey: ['profile', 'promotional-packages', conid, packageTypeId] as const,
    queryFn: ({ signal }) => getPromotionalPackages(conid, packageTypeId, signal),
  });
}
