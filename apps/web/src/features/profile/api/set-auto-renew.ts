import type { RenewingSubscription } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

/** Turns a subscription's automatic renewal off (it ends with its paid period) or back on. */
export function setAutoRenew(
  connectionId: string,
  purchaseId: string,
  autoRenew: boolean,
): Promise<RenewingSubscription> {
  return apiRequest<RenewingSubscription>(`/prepaid/v1/purchases/${encodeURIComponent(purchaseId)}/auto-renew`, {
    method: 'PUT',
    body: { connectionId, autoRenew },
  });
}
