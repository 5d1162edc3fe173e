import { USER_PURCHASE_PAGE_SIZE, type UserPurchasePage } from '@selfcare/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export interface UserPurchasesQuery {
  connectionId: string;
  connectionType: number;
  /** YYYY-MM-DD, inclusive. */
  start: string;
  /** YYYY-MM-DD, exclusive: the chosen end date plus one day (spec 002 section 5). */
  end: string;
}

/** A page of MY PURCHASES, newest first, after the last purchase of the page before (keyset paging). */
export function getUserPurchasePage(
  query: UserPurchasesQuery,
  afterPurchaseId: string | undefined,
  signal?: AbortSignal,
): Promise<UserPurchasePage> {
  const params = new URLSearchParams({
    connectionId: query.connectionId,
    connectionType: String(query.connectionType),
    start: query.start,
    end: query.end,
    pageSize: String(USER_PURCHASE_PAGE_SIZE),
  });
  if (afterPurchaseId) params.set('afterPurchaseId', afterPurchaseId);
  return apiRequest<UserPurchasePage>(`/billing/v1/billing/user-purchase/page?${params}`, { signal });
}

export function userPurchasePagesQueryOptions(query: UserPurchasesQuery) {
  return infiniteQueryOptions({
    queryKey: ['profile', 'purchases', query.connectionId, query.start, query.end] as const,
    queryFn: ({ pageParam, signal }) => getUserPurchasePage(query, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextAfterPurchaseId ?? undefined,
  });
}
