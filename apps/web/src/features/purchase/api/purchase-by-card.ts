import type { PrepaidPurchaseRequest, PrepaidPurchaseResponse } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';
import { idempotencyHeaders } from '@/shared/payment/api/idempotency';

/** Type 7: opens a pending card payment and answers the gateway checkout (null when nothing is left to pay). */
export function purchaseByCard(request: PrepaidPurchaseRequest, idempotencyKey: string, signal?: AbortSignal) {
  return apiRequest<PrepaidPurchaseResponse>('/prepaid/v1/purchases', {
    method: 'POST',
    body: request,
    headers: idempotencyHeaders(idempotencyKey),
    signal,
  });
}
