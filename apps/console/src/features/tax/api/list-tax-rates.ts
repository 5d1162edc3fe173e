import type { ConsoleTaxRateList } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/api-client';

export const taxRatesQuery = () =>
  queryOptions({
    queryKey: ['tax-rates'],
    queryFn: async ({ signal }) => (await apiJson<ConsoleTaxRateList>('/tax-rates', { signal })).taxRates,
  });
