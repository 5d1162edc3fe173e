import type { PrimaryDataBundle } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** The data bundle the broadband connection's base package brings. */
export function getPrimaryDataBundle(conId: string, signal?: AbortSignal): Promise<PrimaryDataBundle> {
  return apiRequest<PrimaryDataBundle>(
    `/billing/v1/billing/user-products/data-bundle?${new URLSearchParams({ conId })}`,
    {
      signal,
    },
  );
}

/** The landing's key for the same read, so moving between the pages reads it once. */
export function primaryDataBundleQueryOptions(conId: string) {
  return queryOptions({
    queryKey: ['billing', 'primary-data-bundle', conId] as const,
    queryFn: ({ signal }) => getPrimaryDataBundle(conId, signal),
  });
}
