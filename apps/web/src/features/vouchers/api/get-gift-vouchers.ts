import type { GiftVoucher, GiftVoucherDetail } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** Gift vouchers on sale (the api lists only those whose purchaseEnd is to come). */
export function giftVouchersQueryOptions() {
  return queryOptions({
    queryKey: ['vouchers', 'gifts'] as const,
    queryFn: ({ signal }) => apiRequest<GiftVoucher[]>('/promotions/v1/vouchers/gifts', { signal }),
  });
}

/** One gift voucher with what it can and cannot buy, grouped by category. */
export function giftVoucherQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['vouchers', 'gifts', id] as const,
    queryFn: ({ signal }) =>
      apiRequest<GiftVoucherDetail>(`/promotions/v1/vouchers/gifts/${encodeURIComponent(id)}`, { signal }),
  });
}
