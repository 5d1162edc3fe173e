import type { AcceptedRetentionOffer, RetentionOfferTerms } from '@selfcare/contracts';
import type { DbOrTx } from '../../db/client';
import { acceptedRetentionOffers } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { Buyer } from '../purchasing/load-buyer';
import { offerConflict } from './errors';
import { findSubscription, offerOpenTo } from './running-subscription';

type AcceptedRow = typeof acceptedRetentionOffers.$inferSelect;

const sameTerms = (a: RetentionOfferTerms, b: RetentionOfferTerms) =>
  a.kind === b.kind && a.percent === b.percent && a.renewals === b.renewals;

const answerOf = (row: AcceptedRow): AcceptedRetentionOffer => ({
  purchaseId: row.purchaseId,
  kind: row.kind,
  percent: row.percent,
  renewals: row.renewals,
  acceptedAt: row.acceptedAt.toISOString(),
});

/**
 * Accepts the product's offer for the subscription, on the terms the subscriber was shown (issue 31,
 * decision 0072): nothing else changes, the next `renewals` renewals charge `percent` less. The purchase
 * is locked first, so accepts at once have one winner and the others answer it; asking again with the
 * same terms answers the same. Terms that differ from the product's offer now are a 409.
 */
export async function acceptRetentionOffer(
  db: DbOrTx,
  buyer: Buyer,
  purchaseId: string,
  terms: RetentionOfferTerms,
): Promise<AcceptedRetentionOffer> {
  const row = await findSubscription(db, buyer.connectionId, purchaseId, true);
  if (row.accepted !== null) {
    if (!sameTerms(row.accepted, terms)) throw offerConflict('changed');
    return answerOf(row.accepted);
  }
  const offer = offerOpenTo(row);
  if (offer === null) throw offerConflict('none');
  if (!sameTerms(offer, terms)) throw offerConflict('changed');
  const [accepted] = await db
    .insert(acceptedRetentionOffers)
    .values({
      purchaseId,
      kind: offer.kind,
      percent: offer.percent,
      renewals: offer.renewals,
      renewalsLeft: offer.renewals,
    })
    .returning();
  if (!accepted) throw new Error('accepted retention offer insert returned nothing');
  await recordAudit(db, {
    action: 'purchase.retention_accept',
    outcome: 'success',
    accountId: buyer.accountId,
    ipAddress: buyer.ipAddress,
    subjectType: 'purchase',
    subjectId: purchaseId,
    details: {
      connectionId: buyer.connectionId,
      productId: row.productId,
      kind: offer.kind,
      percent: offer.percent,
      renewals: offer.renewals,
    },
  });
  return answerOf(accepted);
}
