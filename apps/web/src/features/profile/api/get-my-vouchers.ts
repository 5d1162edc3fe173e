import type { PurchasedVoucher } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function getMyVouchers(connectionId: string, signal?: AbortSignal): Promise<PurchasedVoucher[]> {
  const query = new URLSearchParams({ userConnectionId: connectionId });
  return apiRequest<PurchasedVoucher[]>(`/promotions/v1/vouchers/purchases?${query}`, { signal });
}

export function myVouchersQueryOptions(connectionId: string) {
  return queryOptions({
    queryKey: ['profile', 'vouchers', connectionId] as const,
    queryFn: ({ signal }) => getMyVouchers(connectionId, signal),
  });
}
