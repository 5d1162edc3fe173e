import type { ReactivationRequest, ReactivationResponse } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';
import { idempotencyHeaders } from '@/shared/payment/api/idempotency';

/** Prepaid answers the card checkout with a PENDING result; mobile-billed answers the operator's result. */
export function reactivateBasePackage(request: ReactivationRequest, idempotencyKey: string, signal?: AbortSignal) {
  return apiRequest<ReactivationResponse>('/billing/v1/billing/user-purchase/reactivate-base-package', {
    method: 'POST',
    body: request,
    headers: idempotencyHeaders(idempotencyKey),
    signal,
  });
}
