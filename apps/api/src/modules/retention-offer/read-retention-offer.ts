import type { SubscriberRetentionOffer } from '@selfcare/contracts';
import type { DbOrTx } from '../../db/client';
import { chargeOnRenewalDay } from '../lifecycle/renewal-price';
import type { Buyer } from '../purchasing/load-buyer';
import { downgradeOnTrial } from './downgrade-offer';
import { pauseOnTrial } from './pause-offer';
import { findSubscription, offerOpenTo } from './running-subscription';

/**
 * The offer the subscriber sees before unsubscribing. A discount: its terms, what the next renewal
 * charges now and what each discounted one will, both as the sweep charges them (renewal-price.ts). A
 * pause: the dates the pause would have now, or no offer where the pause rules refuse one. A downgrade:
 * the package, its monthly price and the change date, or no offer where the package change refuses it.
 * Null: no offer.
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
  if (terms.kind === 'downgrade') {
    const downgrade = await downgradeOnTrial(db, buyer, terms.productId);
    if (downgrade === null) return { offer: null };
    const { packageName, changeDate } = downgrade.result;
    return { offer: { ...terms, packageName, price: downgrade.price, changeDate } };
  }
  const [price, discountedPrice] = await Promise.all([
    chargeOnRenewalDay(db, row, renewalDay, 0),
    chargeOnRenewalDay(db, row, renewalDay, terms.percent),
  ]);
  return { offer: { ...terms, price, discountedPrice } };
}
