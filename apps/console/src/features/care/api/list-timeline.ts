import type { CareTimeline } from '@selfcare/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiJson, queryString } from '@/shared/api/api-client';

export const timelineQuery = (accountId: string) =>
  infiniteQueryOptions({
    queryKey: ['care', 'timeline', accountId],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiJson<CareTimeline>(`/care/subscribers/${accountId}/timeline${queryString({ before: pageParam, limit: 50 })}`, {
        signal,
      }),
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
