import type { PurchaseOption } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export interface PurchaseOptionsInput {
  productId: string;
  connectionId: string;
  /** A banner's option (?purchaseOptionId=): the answer is just that option, or 404 when it is not offered. */
  purchaseOptionId: string | null;
}

/** The purchase table: the options the connection may buy the product with (spec 001 section 7). */
export function getPurchaseOptions(
  { productId, connectionId, purchaseOptionId }: PurchaseOptionsInput,
  signal?: AbortSignal,
): Promise<PurchaseOption[]> {
  const query = new URLSearchParams({ productId, conid: connectionId });
  if (purchaseOptionId) query.set('purchaseOptionId', purchaseOptionId);
  return apiRequest<PurchaseOption[]>(`/billing/v1/billing/purchase-options?${query}`, { signal });
}

/** Read afresh each time the purchase modal opens: prices may have changed since the page loaded. */
export function purchaseOptionsQueryOptions(input: PurchaseOptionsInput) {
  return queryOptions({
    queryKey: ['purchase', 'options', input.productId, input.connectionId, input.purchaseOptionId],
    queryFn: ({ signal }) => getPurchaseOptions(input, signal),
    staleTime: 0,
  });
}
