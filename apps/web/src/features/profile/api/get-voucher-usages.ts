import type { VoucherUsage } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** What was bought with one purchased voucher. */
export function getVoucherUsages(
  purchaseId: string,
  connectionId: string,
  signal?: AbortSignal,
): Promise<VoucherUsage[]> {
  const path = `/billing/v1/vouchers/purchases/${encodeURIComponent(purchaseId)}/details`;
  return apiRequest<VoucherUsage[]>(`${path}?${new URLSearchParams({ connectionId })}`, { signal });
}

export function voucherUsagesQueryOptions(purchaseId: string, connectionId: string) {
  return queryOptions({
    queryKey: ['profile', 'voucher-usages', purchaseId, connectionId] as const,
    queryFn: ({ signal }) => getVoucherUsages(purchaseId, connectionId, signal),
  });
}
