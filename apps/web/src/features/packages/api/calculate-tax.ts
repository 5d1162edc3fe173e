import type { TaxCalculateResponse } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export interface TaxInput {
  productId: string;
  price: number;
  /** The caller's connection; null for visitors, who use the public variant. */
  connectionId: string | null;
}

/** The tax table of a price. A read, although the spec makes it a POST. */
export function calculateTax({ productId, price, connectionId }: TaxInput, signal?: AbortSignal) {
  return connectionId
    ? apiRequest<TaxCalculateResponse>('/promotions/v1/tax/calculate', {
        method: 'POST',
        body: { productId, connectionId, price },
        signal,
      })
    : apiRequest<TaxCalculateResponse>('/promotions/v1/tax/calculate/public', {
        method: 'POST',
        body: { productId, price },
        signal,
      });
}

export function taxQueryOptions(input: TaxInput) {
  return queryOptions({
    queryKey: ['packages', 'tax', input.productId, input.price, input.connectionId ?? 'public'],
    queryFn: ({ signal }) => calculateTax(input, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
