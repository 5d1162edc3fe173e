import type { ConsoleBannerList } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/api-client';

export const bannersQuery = () =>
  queryOptions({
    queryKey: ['banners'],
    queryFn: async ({ signal }) => (await apiJson<ConsoleBannerList>('/banners', { signal })).banners,
  });
