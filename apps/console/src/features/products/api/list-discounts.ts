import type { ConsoleDiscountList } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/api-client';

export const discountsQuery = (productId: string) =>
  queryOptions({
    queryKey: ['products', 'discounts', productId],
    queryFn: async ({ signal }) =>
      (await apiJson<ConsoleDiscountList>(`/products/${productId}/discounts`, { signal })).items,
  });
