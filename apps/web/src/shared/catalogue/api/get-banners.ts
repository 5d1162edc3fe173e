import type { Banner } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** The landing and promotions banners; a base package id adds that package's own banners. */
export function getBanners(basePackageId: string | null, signal?: AbortSignal): Promise<Banner[]> {
  const query = basePackageId ? `?basePackageId=${encodeURIComponent(basePackageId)}` : '';
  return apiRequest<Banner[]>(`/promotions/v1/promotions/all/banners${query}`, { signal });
}

export function bannersQueryOptions(basePackageId: string | null) {
  return queryOptions({
    queryKey: ['promotions', 'banners', basePackageId] as const,
    queryFn: ({ signal }) => getBanners(basePackageId, signal),
  });
}
