import type { CareSearchResponse } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson, queryString } from '@/shared/api/api-client';

export const subscriberSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['care', 'search', q],
    queryFn: async ({ signal }) =>
      (await apiJson<CareSearchResponse>(`/care/subscribers${queryString({ q })}`, { signal })).subscribers,
  });
