import type { CancellationReason, PrepaidUnsubscribeQuery, UnsubscribeResult } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';
import { idempotencyHeaders } from '@/shared/payment/api/idempotency';

/** Type 7: unsubscribe a card-paid subscription. */
export function unsubscribeByCard(
  query: PrepaidUnsubscribeQuery,
  idempotencyKey: string,
  signal?: AbortSignal,
  reason?: CancellationReason,
) {
  return apiRequest<UnsubscribeResult>(`/prepaid/v1/purchases?${new URLSearchParams({ ...query })}`, {
    method: 'DELETE',
    // The reason in a body, never the query string: the subscriber's words stay out of access logs.
    ...(reason && { body: { reason } }),
    headers: idempotencyHeaders(idempotencyKey),
    signal,
  });
}
