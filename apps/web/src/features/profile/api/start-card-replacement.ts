import type { CardReplacement } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

/** Opens a preapproval of a new card (nothing is charged); the gateway's popup takes it from there. */
export function startCardReplacement(connectionId: string): Promise<CardReplacement> {
  return apiRequest<CardReplacement>('/prepaid/v1/payment-method/card-replacements', {
    method: 'POST',
    body: { connectionId },
  });
}
