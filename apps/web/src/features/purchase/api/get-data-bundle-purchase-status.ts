import { apiRequest } from '@/shared/api/api-client';

/** A broadband data bundle's purchase status: '' when it went through, else the reason it did not. */
export function getDataBundlePurchaseStatus(connectionId: string, productId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ conId: connectionId, productId });
  return apiRequest<string>(`/billing/v1/billing/data-bundle-purchase-status?${query}`, { signal });
}
