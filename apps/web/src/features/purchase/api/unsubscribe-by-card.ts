import type { PrepaidUnsubscribeQuery, UnsubscribeResult } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';
import { idempotencyHeaders } from '@/shared/payment/api/idempotency';

/** Type 7: unsubscribe a card-paid subscription. */
export function unsubscribeByCard(query: PrepaidUnsubscribeQuery, idempotencyKey: string, signal?: AbortSignal) {
  return apiRequest<UnsubscribeResult>(`/prepaid/v1/purchases?${new URLSearchParams({ ...query })}`, {
    method: 'DELETE',
    headers: idempotencyHeaders(idempotencyKey),
    signal,
  });
}
