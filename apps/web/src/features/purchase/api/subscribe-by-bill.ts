import type { PostpaidSubscribeRequest, TransactionResult } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';
import { idempotencyHeaders } from '@/shared/payment/api/idempotency';

/** Types 1-5: subscribe or purchase, charged to the monthly bill. */
export function subscribeByBill(request: PostpaidSubscribeRequest, idempotencyKey: string, signal?: AbortSignal) {
  return apiRequest<TransactionResult>('/billing/v1/billing/user-purchase/subscribe', {
    method: 'POST',
    body: request,
    headers: idempotencyHeaders(idempotencyKey),
    signal,
  });
}
