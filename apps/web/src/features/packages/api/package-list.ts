import type { BasePackage, ProductPage, ProductSummary } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Spec 001 section 4: the package list is kept for 5 minutes. */
export const PACKAGE_CACHE_MS = 5 * 60_000;

/** Every base package fits one page; the catalogue has a handful. */
const PACKAGE_PAGE_SIZE = 100;

export function getPublicPackages(packageTypeId: string, signal?: AbortSignal): Promise<ProductPage> {
  const query = new URLSearchParams({ typeid: packageTypeId, pageSize: String(PACKAGE_PAGE_SIZE) });
  return apiRequest<ProductPage>(`/products/v1/products/all/active/by-type?${query}`, { signal });
}

/** The packages a connection may hold, its current one marked currentPurchasedPackage. */
export function getAllowedSecondaryPackages(conid: string, signal?: AbortSignal): Promise<BasePackage[]> {
  return apiRequest<BasePackage[]>(`/users/v1/allowedSecondaryPackages?${new URLSearchParams({ conid })}`, { signal });
}

export const publicPackagesQueryKey = ['packages', 'list', 'public'] as const;

export function publicPackagesQueryOptions(packageTypeId: string) {
  return queryOptions({
    queryKey: publicPackagesQueryKey,
    queryFn: async ({ signal }): Promise<ProductSummary[]> => (await getPublicPackages(packageTypeId, signal)).items,
    staleTime: PACKAGE_CACHE_MS,
    gcTime: PACKAGE_CACHE_MS,
  });
}

export function allowedPackagesQueryOptions(conid: string) {
  return queryOptions({
    queryKey: ['packages', 'list', 'connection', conid],
    queryFn: ({ signal }): Promise<ProductSummary[]> => getAllowedSecondaryPackages(conid, signal),
    staleTime: PACKAGE_CACHE_MS,
    gcTime: PACKAGE_CACHE_MS,
  });
}
