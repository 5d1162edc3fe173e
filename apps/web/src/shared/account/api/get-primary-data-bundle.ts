import type { PrimaryDataBundle } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** The data bundle the connection's base package brings (broadband connections). */
export function getPrimaryDataBundle(conId: string, signal?: AbortSignal): Promise<PrimaryDataBundle> {
  return apiRequest<PrimaryDataBundle>(
    `/billing/v1/billing/user-products/data-bundle?conId=${encodeURIComponent(conId)}`,
    { signal },
  );
}

export function primaryDataBundleQueryOptions(conId: string) {
  return queryOptions({
    queryKey: ['billing', 'primary-data-bundle', conId] as const,
    queryFn: ({ signal }) => getPrimaryDataBundle(conId, signal),
  });
}
