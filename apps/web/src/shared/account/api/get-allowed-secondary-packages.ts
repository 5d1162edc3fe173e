import type { BasePackage } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** The base packages the connection may hold; its current one is marked currentPurchasedPackage. */
export function getAllowedSecondaryPackages(conid: string, signal?: AbortSignal): Promise<BasePackage[]> {
  return apiRequest<BasePackage[]>(`/users/v1/allowedSecondaryPackages?${new URLSearchParams({ conid })}`, {
    signal,
  });
}

/**
 * The connection's allowed base packages, under the key the landing and promotions pages read them by,
 * so a visit reads them once. A purchase refreshes it with the connection's other reads.
 */
export function allowedSecondaryPackagesQueryOptions(conid: string) {
  return queryOptions({
    queryKey: ['users', 'allowed-secondary-packages', conid] as const,
    queryFn: ({ signal }) => getAllowedSecondaryPackages(conid, signal),
  });
}

/** The connection's current base package, or null when it holds none. */
export function currentBasePackage(packages: readonly BasePackage[]): BasePackage | null {
  return packages.find((item) => item.currentPurchasedPackage) ?? null;
}
