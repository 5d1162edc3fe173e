import type { ConsoleRetentionOffer, ConsoleRetentionOfferRequest } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiJson } from '@/shared/api/api-client';

export const retentionOfferQuery = (productId: string) =>
  queryOptions({
    queryKey: ['products', 'retention-offer', productId],
    queryFn: ({ signal }) => apiJson<ConsoleRetentionOffer>(`/products/${productId}/retention-offer`, { signal }),
  });

/** Sets the product's retention offer, or clears it with `offer: null` (decision 0072). */
export const setRetentionOffer = (productId: string, body: ConsoleRetentionOfferRequest) =>
  apiJson<ConsoleRetentionOffer>(`/products/${productId}/retention-offer`, { method: 'PUT', body });
