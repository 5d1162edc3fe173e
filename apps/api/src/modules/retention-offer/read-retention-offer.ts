import type { SubscriberRetentionOffer } from '@selfcare/contracts';
import type { DbOrTx } from '../../db/client';
import { chargeOnRenewalDay } from '../lifecycle/renewal-price';
import type { Buyer } from '../purchasing/load-buyer';
import { findSubscription, offerOpenTo } from './running-subscription';

/**
 * The offer the subscriber sees before unsubscribing: its terms, what the next renewal charges now and
 * what each discounted one will, both as the sweep charges them (renewal-price.ts). Null: no offer.
 */
export async function readRetentionOffer(
  db: DbOrTx,
  buyer: Buyer,
  purchaseId: string,
): Promise<SubscriberRetentionOffer> {
  const row = await findSubscription(db, buyer.connectionId, purchaseId, false);
  const offer = offerOpenTo(row);
  if (offer === null) return { offer: null };
  const { renewalDay, ...terms } = offer;
  const [price, discountedPrice] = await Promise.all([
    chargeOnRenewalDay(db, row, renewalDay, 0),
    chargeOnRenewalDay(db, row, renewalDay, terms.percent),
  ]);
  return { offer: { ...terms, price, discountedPrice } };
}
