import type { ConsoleProduct } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/api-client';

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['products', 'one', id],
    queryFn: ({ signal }) => apiJson<ConsoleProduct>(`/products/${id}`, { signal }),
  });
