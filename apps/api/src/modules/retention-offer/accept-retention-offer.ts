import type { AcceptedRetentionOffer, RetentionOfferTerms } from '@selfcare/contracts';
import type { DbOrTx } from '../../db/client';
import { acceptedRetentionOffers } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { columnsOf, sameTerms, termsOf } from '../products/retention-offer-terms';
import type { Buyer } from '../purchasing/load-buyer';
import { pauseSubscription } from '../subscription-pause/pause-subscription';
import { scheduleOfferedDowngrade } from './downgrade-offer';
import { offerConflict } from './errors';
import { findSubscription, offerOpenTo } from './running-subscription';

type AcceptedRow = typeof acceptedRetentionOffers.$inferSelect;

const answerOf = (row: AcceptedRow): AcceptedRetentionOffer => ({
  ...termsOf(row),
  purchaseId: row.purchaseId,
  acceptedAt: row.acceptedAt.toISOString(),
});

/** The terms as the audit row keeps them; a downgrade's package is `toProductId`, as the change's audit. */
const auditedTerms = (offer: RetentionOfferTerms) =>
  offer.kind === 'downgrade' ? { kind: offer.kind, toProductId: offer.productId } : offer;

/**
 * Accepts the product's offer for the subscription, on the terms the subscriber was shown (issue 31,
 * decisions 0072, 0073 and 0075). A discount changes nothing else: the next `renewals` renewals charge
 * `percent` less. A pause is the pause module's own `pauseSubscription` in this transaction, a downgrade
 * the package change's own `downgradeBasePackage`, so their refusals (409, 422) are this accept's and
 * nothing is recorded when they refuse. The purchase is locked
 * first, so accepts at once have one winner and the others answer it; asking again with the same terms
 * answers the same. Terms that differ from the product's offer now are a 409.
 */
export async function acceptRetentionOffer(
  db: DbOrTx,
  buyer: Buyer,
  purchaseId: string,
  terms: RetentionOfferTerms,
): Promise<AcceptedRetentionOffer> {
  const row = await findSubscription(db, buyer.connectionId, purchaseId, true);
  if (row.accepted !== null) {
    if (!sameTerms(termsOf(row.accepted), terms)) throw offerConflict('changed');
    return answerOf(row.accepted);
  }
  const open = offerOpenTo(row);
  if (open === null) throw offerConflict('none');
  const offer = open.terms;
  if (!sameTerms(offer, terms)) throw offerConflict('changed');
  if (offer.kind === 'pause') await pauseSubscription(db, buyer, purchaseId, offer.periods);
  if (offer.kind === 'downgrade') await scheduleOfferedDowngrade(db, buyer, offer.productId);
  const columns = columnsOf(offer);
  const [accepted] = await db
    .insert(acceptedRetentionOffers)
    .values({ purchaseId, ...columns, renewalsLeft: columns.renewals })
    .returning();
  if (!accepted) throw new Error('accepted retention offer insert returned nothing');
  await recordAudit(db, {
    action: 'purchase.retention_accept',
    outcome: 'success',
    accountId: buyer.accountId,
    ipAddress: buyer.ipAddress,
    subjectType: 'purchase',
    subjectId: purchaseId,
    details: { connectionId: buyer.connectionId, productId: row.productId, ...auditedTerms(offer) },
  });
  return answerOf(accepted);
}
