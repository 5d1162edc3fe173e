import type { AcceptedRetentionOffer, RetentionOfferTerms, SubscriberRetentionOffer } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

const path = (purchaseId: string) =>
  `/billing/v1/billing/subscriptions/${encodeURIComponent(purchaseId)}/retention-offer`;

/** The offer to stay the subscription's product makes, if any (decision 0072). */
export function getRetentionOffer(connectionId: string, purchaseId: string, signal: AbortSignal) {
  const query = new URLSearchParams({ connectionId });
  return apiRequest<SubscriberRetentionOffer>(`${path(purchaseId)}?${query}`, { signal });
}

type OfferShown = NonNullable<SubscriberRetentionOffer['offer']>;

/** The terms of the offer shown, which accepting repeats (decision 0073): the server refuses others. */
export function termsOfOffer(offer: OfferShown): RetentionOfferTerms {
  switch (offer.kind) {
    case 'pause':
      return { kind: 'pause', periods: offer.periods };
    case 'downgrade':
      return { kind: 'downgrade', productId: offer.productId };
    case 'discount':
      return { kind: 'discount', percent: offer.percent, renewals: offer.renewals };
  }
}

/** Accepts the offer on the terms shown; asking again answers the same. */
export function acceptRetentionOffer(
  connectionId: string,
  purchaseId: string,
  terms: RetentionOfferTerms,
  signal: AbortSignal,
) {
  return apiRequest<AcceptedRetentionOffer>(`${path(purchaseId)}/accept`, {
    method: 'POST',
    body: { connectionId, ...terms },
    signal,
  });
}
