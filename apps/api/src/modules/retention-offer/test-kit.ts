import type { RetentionOfferTerms } from '@selfcare/contracts';
import type { TestApp } from '../../../test/app';
import { demo } from '../../../test/catalogue';
import { retentionOffers } from '../../db/schema';
import { columnsOf } from '../products/retention-offer-terms';
import type { holder } from '../subscription-pause/test-kit';

const BILLING = '/api/billing/v1/billing';
type Holder = Awaited<ReturnType<typeof holder>>;

export const THIRTY_OFF = { kind: 'discount', percent: 30, renewals: 3 } as const;
export const TWO_MONTHS_PAUSE = { kind: 'pause', periods: 2 } as const;

/** HBO (every holder's product) offers `terms` to subscribers unsubscribing, as staff would set it. */
export async function offerOnHbo(t: TestApp, terms: RetentionOfferTerms = THIRTY_OFF) {
  const values = { ...columnsOf(terms), updatedAt: new Date() };
  await t.db
    .insert(retentionOffers)
    .values({ productId: demo.productId('hbo'), ...values })
    .onConflictDoUpdate({ target: retentionOffers.productId, set: values });
}

export const readOffer = (t: TestApp, who: Holder, purchaseId = who.purchaseId) =>
  t.app.inject({
    url: `${BILLING}/subscriptions/${purchaseId}/retention-offer?connectionId=${who.connectionId}`,
    headers: who.headers,
  });

export const acceptOffer = (
  t: TestApp,
  who: Holder,
  terms: Record<string, unknown> = THIRTY_OFF,
  purchaseId = who.purchaseId,
) =>
  t.app.inject({
    method: 'POST',
    url: `${BILLING}/subscriptions/${purchaseId}/retention-offer/accept`,
    headers: who.headers,
    payload: { connectionId: who.connectionId, ...terms },
  });
