import type { PurchaseReference } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

/** A card or operator payment's reference number, by its transaction id. */
export function getPurchaseReference(transactionId: string, signal?: AbortSignal) {
  return apiRequest<PurchaseReference>(
    `/billing/v1/billing/my-purchases/${encodeURIComponent(transactionId)}/reference`,
    { signal },
  );
}
