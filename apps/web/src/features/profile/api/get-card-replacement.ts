import type { PreapprovalStatus } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

/** Whether the gateway has approved (or refused) the new card. */
export function getCardReplacement(preapprovalId: string, signal?: AbortSignal): Promise<PreapprovalStatus> {
  return apiRequest<PreapprovalStatus>(
    `/prepaid/v1/payment-method/card-replacements/${encodeURIComponent(preapprovalId)}`,
    { signal },
  );
}
