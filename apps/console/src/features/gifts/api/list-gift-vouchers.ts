import type { ConsoleGiftVoucherList } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/api-client';

export const giftVouchersQuery = () =>
  queryOptions({
    queryKey: ['gift-vouchers'],
    queryFn: async ({ signal }) => (await apiJson<ConsoleGiftVoucherList>('/gift-vouchers', { signal })).giftVouchers,
  });
