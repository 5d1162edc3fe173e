import type { ConsoleProductList, ConsoleProductListQuery } from '@selfcare/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiJson, queryString } from '@/shared/api/api-client';

export type ProductListParams = Omit<ConsoleProductListQuery, 'page' | 'pageSize'> & {
  page?: number;
  pageSize?: number;
};

export const productsQuery = (query: ProductListParams) =>
  queryOptions({
    queryKey: ['products', 'list', query],
    queryFn: ({ signal }) => apiJson<ConsoleProductList>(`/products${queryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
