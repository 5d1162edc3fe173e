import type { TransactionResult } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';
import { idempotencyHeaders } from './idempotency';

/** Type 6: charges a RETRY payment again, or asks the operator how a PENDING one went. */
export function retryOperatorPayment(transactionId: string, idempotencyKey: string, signal?: AbortSignal) {
  return apiRequest<TransactionResult>(`/mobitel/v1/payments/${encodeURIComponent(transactionId)}/retry`, {
    method: 'POST',
    headers: idempotencyHeaders(idempotencyKey),
    signal,
  });
}
