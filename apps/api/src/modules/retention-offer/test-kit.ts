import type { RetentionOfferTerms } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/app';
import { demo } from '../../../test/catalogue';
import { purchases, retentionOffers } from '../../db/schema';
import { columnsOf } from '../products/retention-offer-terms';
import { holder } from '../subscription-pause/test-kit';

const BILLING = '/api/billing/v1/billing';
type Holder = Awaited<ReturnType<typeof holder>>;

export const THIRTY_OFF = { kind: 'discount', percent: 30, renewals: 3 } as const;
export const TWO_MONTHS_PAUSE = { kind: 'pause', periods: 2 } as const;

/** The product `slug` offers `terms` to subscribers unsubscribing, as staff would set it. */
export async function offerOn(t: TestApp, slug: string, terms: RetentionOfferTerms) {
  const values = { ...columnsOf(terms), updatedAt: new Date() };
  await t.db
    .insert(retentionOffers)
    .values({ productId: demo.productId(slug), ...values })
    .onConflictDoUpdate({ target: retentionOffers.productId, set: values });
}

/** HBO (every holder's product) offers `terms` to subscribers unsubscribing. */
export const offerOnHbo = (t: TestApp, terms: RetentionOfferTerms = THIRTY_OFF) => offerOn(t, 'hbo', terms);

/** PEO Family's downgrade offer: PEO Lite (Rs 790 a month against 1390) from the period's end. */
export const TO_PEO_LITE = { kind: 'downgrade', productId: demo.productId('peo-lite') } as const;

/** A subscriber of our own whose base package is PEO Family, monthly at its price, to `billingEndDate`. */
export async function packageHolder(t: TestApp, billingEndDate: string) {
  const who = await holder(t, { product: 'peo-family', billingEndDate });
  await t.db.update(purchases).set({ price: 1390 }).where(eq(purchases.id, who.purchaseId));
  return who;
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
