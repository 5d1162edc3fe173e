import { MAX_PAGE_SIZE, type ProductPage, type ProductSummary } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/**
 * The active promotional packages. A subscriber's list carries the connection's purchase marks; a
 * visitor's comes from the public list, whose first page holds them all (a handful of seasonal offers).
 */
export async function getPromotionalPackages(
  typeId: string,
  conid: string | null,
  signal?: AbortSignal,
): Promise<ProductSummary[]> {
  if (conid) {
    const query = new URLSearchParams({ conid, packagetypeid: typeId });
    return apiRequest<ProductSummary[]>(`/billing/v1/billing/user-products/by-packagetype?${query}`, { signal });
  }
  const query = new URLSearchParams({ typeid: typeId, page: '1', pageSize: String(MAX_PAGE_SIZE) });
  const page = await apiRequest<ProductPage>(`/products/v1/products/all/active/by-type?${query}`, { signal });
  return page.items;
}

export function promotionalPackagesQueryOptions(typeId: string, conid: string | null) {
  return queryOptions({
    queryKey: ['catalogue', 'promotional-packages', typeId, conid] as const,
    queryFn: ({ signal }) => getPromotionalPackages(typeId, conid, signal),
  });
}
