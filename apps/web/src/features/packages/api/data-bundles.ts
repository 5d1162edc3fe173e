import type { ProductSummary } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** The data bundles on sale to a broadband connection, with purchase marks (the api spells it conId). */
export function getDataBundles(conId: string, signal?: AbortSignal): Promise<ProductSummary[]> {
  return apiRequest<ProductSummary[]>(
    `/billing/v1/billing/user-products/data-bundles?${new URLSearchParams({ conId })}`,
    {
      signal,
    },
  );
}

export function dataBundlesQueryOptions(conId: string) {
  return queryOptions({
    queryKey: ['packages', 'data-bundles', conId],
    queryFn: ({ signal }) => getDataBundles(conId, signal),
  });
}
