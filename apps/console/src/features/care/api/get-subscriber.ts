import type { CareSubscriber } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/api-client';

/** A subscriber's page; the api audits every read of it, so it is not refetched behind the agent's back. */
export const subscriberQuery = (accountId: string) =>
  queryOptions({
    queryKey: ['care', 'subscriber', accountId],
    queryFn: ({ signal }) => apiJson<CareSubscriber>(`/care/subscribers/${accountId}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
