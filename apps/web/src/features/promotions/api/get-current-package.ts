import type { BasePackage } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/**
 * The base packages the connection may hold, its current one marked currentPurchasedPackage. The key
 * is the landing page's, so moving between the two pages reads it once.
 */
export function getAllowedSecondaryPackages(conid: string, signal?: AbortSignal): Promise<BasePackage[]> {
  return apiRequest<BasePackage[]>(`/users/v1/allowedSecondaryPackages?conid=${encodeURIComponent(conid)}`, {
    signal,
  });
}

/** Only the current package's id is needed here: it picks the banners meant for that package. */
export function currentPackageIdQueryOptions(conid: string) {
  return queryOptions({
    queryKey: ['users', 'allowed-secondary-packages', conid] as const,
    queryFn: ({ signal }) => getAllowedSecondaryPackages(conid, signal),
    select: (packages: BasePackage[]) => packages.find((item) => item.currentPurchasedPackage)?.id ?? null,
  });
}
