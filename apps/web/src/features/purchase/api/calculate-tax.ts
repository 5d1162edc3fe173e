import type { TaxCalculateRequest, TaxCalculateResponse } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** The tax table of the price a card payer is about to pay. A read, although the spec makes it a POST. */
export function calculateTax(request: TaxCalculateRequest, signal?: AbortSignal): Promise<TaxCalculateResponse> {
  return apiRequest<TaxCalculateResponse>('/promotions/v1/tax/calculate', { method: 'POST', body: request, signal });
}

export function purchaseTaxQueryOptions(request: TaxCalculateRequest) {
  return queryOptions({
    queryKey: ['purchase', 'tax', request.connectionId, request.productId, request.price],
    queryFn: ({ signal }) => calculateTax(request, signal),
  });
}
