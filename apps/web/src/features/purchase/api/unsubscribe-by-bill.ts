import type { PostpaidUnsubscribeRequest, UnsubscribeResult } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';
import { idempotencyHeaders } from '@/shared/payment/api/idempotency';

/** Types 1-5: unsubscribe a bill-paid subscription. */
export function unsubscribeByBill(request: PostpaidUnsubscribeRequest, idempotencyKey: string, signal?: AbortSignal) {
  return apiRequest<UnsubscribeResult>('/billing/v1/billing/user-purchase/unsubscribe', {
    method: 'POST',
    body: request,
    headers: idempotencyHeaders(idempotencyKey),
    signal,
  });
}
