import type { CancellationReason, OperatorUnsubscribeQuery, UnsubscribeResult } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';
import { idempotencyHeaders } from '@/shared/payment/api/idempotency';

/** Type 6: unsubscribe an operator-billed subscription. */
export function unsubscribeByOperator(
  query: OperatorUnsubscribeQuery,
  idempotencyKey: string,
  signal?: AbortSignal,
  reason?: CancellationReason,
) {
  return apiRequest<UnsubscribeResult>(`/mobitel/v1/purchases?${new URLSearchParams({ ...query })}`, {
    method: 'DELETE',
    // The reason in a body, never the query string: the subscriber's words stay out of access logs.
    ...(reason && { body: { reason } }),
    headers: idempotencyHeaders(idempotencyKey),
    signal,
  });
}
