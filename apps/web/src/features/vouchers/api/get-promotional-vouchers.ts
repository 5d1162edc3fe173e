import type { PromotionalVoucher } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function promotionalVouchersQueryOptions() {
  return queryOptions({
    queryKey: ['vouchers', 'discounts'] as const,
    queryFn: ({ signal }) => apiRequest<PromotionalVoucher[]>('/promotions/v1/vouchers/discounts', { signal }),
  });
}
