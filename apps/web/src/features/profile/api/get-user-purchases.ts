import type { UserPurchase } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export interface UserPurchasesQuery {
  connectionId: string;
  connectionType: number;
  /** YYYY-MM-DD, inclusive. */
  start: string;
  /** YYYY-MM-DD, exclusive: the chosen end date plus one day (spec 002 section 5). */
  end: string;
}

export function getUserPurchases(query: UserPurchasesQuery, signal?: AbortSignal): Promise<UserPurchase[]> {
  const params = new URLSearchParams({
    connectionId: query.connectionId,
    connectionType: String(query.connectionType),
    start: query.start,
    end: query.end,
  });
  return apiRequest<UserPurchase[]>(`/billing/v1/billing/user-purchase?${params}`, { signal });
}

export function userPurchasesQueryOptions(query: UserPurchasesQuery) {
  return queryOptions({
    queryKey: ['profile', 'purchases', query.connectionId, query.start, query.end] as const,
    queryFn: ({ signal }) => getUserPurchases(query, signal),
  });
}
