import type { ProductDetail } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

/**
 * The product as the connection holds it now, read past every cache: the purchase flow judges a
 * purchase or unsubscription by it (spec 001 section 4).
 */
export function getPurchaseState(productId: string, connectionId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ conid: connectionId });
  return apiRequest<ProductDetail>(`/billing/v1/billing/user-products/${encodeURIComponent(productId)}?${query}`, {
    signal,
  });
}
