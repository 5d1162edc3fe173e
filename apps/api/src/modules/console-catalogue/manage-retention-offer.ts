import type { ConsoleRetentionOffer, consoleRetentionOfferRequestSchema } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client';
import { products, retentionOffers } from '../../db/schema';
import { recordStaffAudit } from '../console/staff-audit';
import type { Actor } from './actor';
import { productNotFound } from './find-product';

type RetentionOfferRequest = z.infer<typeof consoleRetentionOfferRequestSchema>;
type OfferRow = typeof retentionOffers.$inferSelect;

const toView = (productId: string, row: OfferRow | undefined): ConsoleRetentionOffer => ({
  productId,
  offer: row
    ? { kind: row.kind, percent: row.percent, renewals: row.renewals, updatedAt: row.updatedAt.toISOString() }
    : null,
});

const termsOf = (row: OfferRow | undefined) =>
  row ? { kind: row.kind, percent: row.percent, renewals: row.renewals } : null;

async function requireProduct(db: DbOrTx, productId: string, lock: boolean) {
  const query = db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw productNotFound();
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
    const [before] = await tx.select().from(retentionOffers).where(eq(retentionOffers.productId, productId));
    let after: OfferRow | undefined;
    if (request.offer === null) {
      await tx.delete(retentionOffers).where(eq(retentionOffers.productId, productId));
    } else {
      const values = { ...request.offer, updatedBy: actor.staffId, updatedAt: new Date() };
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
      before: { offer: termsOf(before) },
      after: { offer: termsOf(after) },
      details: { reason: request.reason },
    });
    return toView(productId, after);
  });
}
