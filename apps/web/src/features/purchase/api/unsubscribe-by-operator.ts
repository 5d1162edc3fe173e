import type { OperatorUnsubscribeQuery, UnsubscribeResult } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';
import { idempotencyHeaders } from '@/shared/payment/api/idempotency';

/** Type 6: unsubscribe an operator-billed subscription. */
export function unsubscribeByOperator(query: OperatorUnsubscribeQuery, idempotencyKey: string, signal?: AbortSignal) {
  return apiRequest<UnsubscribeResult>(`/mobitel/v1/purchases?${new URLSearchParams({ ...query })}`, {
    method: 'DELETE',
    headers: idempotencyHeaders(idempotencyKey),
    signal,
  });
}
