import type { ResumedSubscription, SubscriptionPause } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

const path = (purchaseId: string, action: 'pause' | 'resume') =>
  `/billing/v1/billing/subscriptions/${encodeURIComponent(purchaseId)}/${action}`;

/** Pauses a monthly subscription for 1-3 months (decision 0070); asking again answers the same pause. */
export function pauseSubscription(connectionId: string, purchaseId: string, periods: number) {
  return apiRequest<SubscriptionPause>(path(purchaseId, 'pause'), { method: 'POST', body: { connectionId, periods } });
}

/** Ends a pause before its day: access comes back and the next month is charged as any renewal. */
export function resumeSubscription(connectionId: string, purchaseId: string) {
  return apiRequest<ResumedSubscription>(path(purchaseId, 'resume'), { method: 'POST', body: { connectionId } });
}
