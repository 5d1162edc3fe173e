import type { SubscriberRetentionOffer } from '@selfcare/contracts';
import type { DbOrTx } from '../../db/client';
import { chargeOnRenewalDay } from '../lifecycle/renewal-price';
import type { Buyer } from '../purchasing/load-buyer';
import { pauseOnTrial } from './pause-offer';
import { findSubscription, offerOpenTo } from './running-subscription';

/**
 * The offer the subscriber sees before unsubscribing. A discount: its terms, what the next renewal
 * charges now and what each discounted one will, both as the sweep charges them (renewal-price.ts). A
 * pause: the dates the pause would have now, or no offer where the pause rules refuse one. Null: no offer.
 */
export async function readRetentionOffer(
  db: DbOrTx,
  buyer: Buyer,
  purchaseId: string,
): Promise<SubscriberRetentionOffer> {
  const row = await findSubscription(db, buyer.connectionId, purchaseId, false);
  const open = offerOpenTo(row);
  if (open === null) return { offer: null };
  const { terms, renewalDay } = open;
  if (terms.kind === 'pause') {
    const pause = await pauseOnTrial(db, buyer, purchaseId, terms.periods);
    if (pause === null) return { offer: null };
    return { offer: { ...terms, accessUntil: pause.accessUntil, resumesOn: pause.resumesOn } };
  }
  const [price, discountedPrice] = await Promise.all([
    chargeOnRenewalDay(db, row, renewalDay, 0),
    chargeOnRenewalDay(db, row, renewalDay, terms.percent),
  ]);
  return { offer: { ...terms, price, discountedPrice } };
}
