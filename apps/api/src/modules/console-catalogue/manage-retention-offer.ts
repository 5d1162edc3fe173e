import {
  type ConsoleRetentionOffer,
  type consoleRetentionOfferRequestSchema,
  ErrorCode,
  type RetentionOfferTerms,
} from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client';
import { products, retentionOffers } from '../../db/schema';
import { ConsoleError } from '../console/console-errors';
import { recordStaffAudit } from '../console/staff-audit';
import { isBasePackage } from '../products/is-base-package';
import { monthlySubscriptionOption } from '../products/monthly-option';
import { columnsOf, termsOf } from '../products/retention-offer-terms';
import type { Actor } from './actor';
import { productNotFound } from './find-product';

type RetentionOfferRequest = z.infer<typeof consoleRetentionOfferRequestSchema>;
type OfferRow = typeof retentionOffers.$inferSelect;

const toView = (productId: string, row: OfferRow | undefined): ConsoleRetentionOffer => ({
  productId,
  offer: row ? { ...termsOf(row), updatedAt: row.updatedAt.toISOString() } : null,
});

const termsOrNone = (row: OfferRow | undefined) => (row ? termsOf(row) : null);

async function requireProduct(db: DbOrTx, productId: string, lock: boolean) {
  const query = db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw productNotFound();
  return row;
}

const refusal = (text: string) => new ConsoleError(422, ErrorCode.businessRule, text);

/**
 * A downgrade offer (decision 0075) is a base package's, to another base package sold by the month for
 * less, so the package change's rules (the same period unit, a cheaper package) can take it; whether a
 * subscriber's own package may change is those rules' when it is offered.
 */
async function requireDowngradeable(db: DbOrTx, productId: string, targetId: string) {
  if (!(await isBasePackage(db, productId))) {
    throw refusal('A downgrade offer is made only on a base package; this product is not one.');
  }
  if (targetId === productId) throw refusal('A downgrade offer must name another package than this one.');
  if (!(await isBasePackage(db, targetId))) {
    throw refusal('The package to downgrade to must be a base package; the product named is not one.');
  }
  const [current, target] = await Promise.all([
    monthlySubscriptionOption(db, productId),
    monthlySubscriptionOption(db, targetId),
  ]);
  if (current === null || target === null) {
    throw refusal('A downgrade offer needs both packages sold as a monthly subscription; one of them is not.');
  }
  if (target.defaultPrice >= current.defaultPrice) {
    throw refusal('The package to downgrade to must cost less a month than this one.');
  }
}

/**
 * A pause offer only on a product sold as a monthly subscription, the one kind a pause takes (decision
 * 0070); whether a subscriber's own subscription can pause is the pause rules' when it is offered.
 */
async function requireOfferable(db: DbOrTx, productId: string, terms: RetentionOfferTerms) {
  if (terms.kind === 'downgrade') await requireDowngradeable(db, productId, terms.productId);
  if (terms.kind === 'pause' && (await monthlySubscriptionOption(db, productId)) === null) {
    throw refusal(
      'A pause offer needs a product sold as a monthly subscription; this one has no monthly subscription option.',
    );
  }
}

/** A product's retention offer (decision 0072), or none. */
export async function readRetentionOffer(db: DbOrTx, productId: string): Promise<ConsoleRetentionOffer> {
  await requireProduct(db, productId, false);
  const [row] = await db.select().from(retentionOffers).where(eq(retentionOffers.productId, productId));
  return toView(productId, row);
}

/**
 * Sets a product's retention offer, or clears it (`offer` null), audited with the staff member's reason
 * and the terms before and after. Offers already accepted keep their own terms (accepted_retention_offers).
 */
export function setRetentionOffer(
  db: Database,
  productId: string,
  request: RetentionOfferRequest,
  actor: Actor,
): Promise<ConsoleRetentionOffer> {
  return db.transaction(async (tx) => {
    await requireProduct(tx, productId, true);
    if (request.offer !== null) await requireOfferable(tx, productId, request.offer);
    const [before] = await tx.select().from(retentionOffers).where(eq(retentionOffers.productId, productId));
    let after: OfferRow | undefined;
    if (request.offer === null) {
      await tx.delete(retentionOffers).where(eq(retentionOffers.productId, productId));
    } else {
      const values = { ...columnsOf(request.offer), updatedBy: actor.staffId, updatedAt: new Date() };
      [after] = await tx
        .insert(retentionOffers)
        .values({ productId, ...values })
        .onConflictDoUpdate({ target: retentionOffers.productId, set: values })
        .returning();
    }
    await recordStaffAudit(tx, {
      action: request.offer === null ? 'console.clear_retention_offer' : 'console.set_retention_offer',
      outcome: 'success',
      staffId: actor.staffId,
      ipAddress: actor.ipAddress,
      subjectType: 'product',
      subjectId: productId,
      before: { offer: termsOrNone(before) },
      after: { offer: termsOrNone(after) },
      details: { reason: request.reason },
    });
    return toView(productId, after);
  });
}
