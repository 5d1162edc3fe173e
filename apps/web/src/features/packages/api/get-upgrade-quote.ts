import type { UpgradeQuote, UpgradeQuoteQuery } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

const PATH = '/billing/v1/billing/user-purchase/basepackage/upgrade-quote';

/** What an upgrade to the package charges now for the rest of the paid period (decision 0056). */
export function getUpgradeQuote(query: UpgradeQuoteQuery, signal?: AbortSignal): Promise<UpgradeQuote> {
  return apiRequest<UpgradeQuote>(`${PATH}?${new URLSearchParams(query)}`, { signal });
}

/**
 * Read when the upgrade dialog opens and not kept: the days left change by the day, and the server
 * charges what it computes at the change anyway.
 */
export function upgradeQuoteQueryOptions(query: UpgradeQuoteQuery) {
  return queryOptions({
    queryKey: ['packages', 'upgrade-quote', query.userConnectionId, query.productId, query.purchaseOptionId],
    queryFn: ({ signal }) => getUpgradeQuote(query, signal),
    staleTime: 0,
    gcTime: 0,
  });
}
