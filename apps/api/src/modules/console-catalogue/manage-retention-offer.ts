import {
  type ConsoleRetentionOffer,
  type consoleRetentionOfferRequestSchema,
  ErrorCode,
  type RetentionOfferTerms,
} from '@selfcare/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client';
import { products, purchaseOptions, retentionOffers } from '../../db/schema';
import { ConsoleError } from '../console/console-errors';
import { recordStaffAudit } from '../console/staff-audit';
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
  const query = db
    .select({ id: products.id, optionGroupId: products.purchaseOptionGroupId })
    .from(products)
    .where(eq(products.id, productId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw productNotFound();
  return row;
}

/**
 * A pause offer only on a product sold as a monthly subscription, the one kind a pause takes (decision
 * 0070); whether a subscriber's own subscription can pause is the pause rules' when it is offered.
 */
async function requireOfferable(db: DbOrTx, optionGroupId: string | null, terms: RetentionOfferTerms) {
  if (terms.kind !== 'pause') return;
  const monthly =
    optionGroupId === null
      ? []
      : await db
          .select({ id: purchaseOptions.id })
          .from(purchaseOptions)
          .where(
            and(
              eq(purchaseOptions.purchaseOptionGroupId, optionGroupId),
              eq(purchaseOptions.purchaseType, 'PURCHASE_TYPE_SUBSCRIPTION'),
              eq(purchaseOptions.utilizationPeriod, 1),
              eq(purchaseOptions.utilizationPeriodUnit, 'MONTHS'),
            ),
          )
          .limit(1);
  if (monthly.length === 0) {
    throw new ConsoleError(
      422,
      ErrorCode.businessRule,
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
    const product = await requireProduct(tx, productId, true);
    if (request.offer !== null) await requireOfferable(tx, product.optionGroupId, request.offer);
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
