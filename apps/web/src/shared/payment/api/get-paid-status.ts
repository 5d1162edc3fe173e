import type { PaidStatus } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

/** Has the card gateway's notification confirmed the payment yet? */
export function getPaidStatus(transactionId: string, signal?: AbortSignal) {
  return apiRequest<PaidStatus>(`/prepaid/v1/payments/${encodeURIComponent(transactionId)}/paid`, { signal });
}
