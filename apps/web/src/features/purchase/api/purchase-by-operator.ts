import type { OperatorPurchaseRequest, TransactionResult } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';
import { idempotencyHeaders } from '@/shared/payment/api/idempotency';

/** Type 6: subscribe or purchase, charged through the mobile operator. */
export function purchaseByOperator(request: OperatorPurchaseRequest, idempotencyKey: string, signal?: AbortSignal) {
  return apiRequest<TransactionResult>('/mobitel/v1/purchases', {
    method: 'POST',
    body: request,
    headers: idempotencyHeaders(idempotencyKey),
    signal,
  });
}
