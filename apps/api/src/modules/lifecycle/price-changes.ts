import { and, asc, eq, isNull, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { purchaseOptionPriceChanges, purchaseOptions, purchases } from '../../db/schema';
import { recordStaffAudit } from '../console/staff-audit';
import { renewsOnOption } from '../console-catalogue/affected-subscriptions';
import { roundToCents, toPurchaseOption } from '../products/pricing';
import { afterDueRow, type DuePage, pageByDay } from './due-items';

/**
 * What a subscription renews at once its option's purchase price moves from `oldPurchasePrice` to
 * `newPurchasePrice`: the subscriber's own discount, in rupees, carries over, never below 0. `current` is
 * its price now (the column, or a value: the renewal reminder asks what a pending change will make it).
 */
export function repricedRenewal(current: SQLWrapper | number, oldPurchasePrice: number, newPurchasePrice: number): SQL {
  return sql`greatest(0, ${newPurchasePrice}::numeric - greatest(0, ${oldPurchasePrice}::numeric - ${current}::numeric))`;
}

const isDue = (asOf: string) =>
  and(isNull(purchaseOptionPriceChanges.appliedAt), lte(purchaseOptionPriceChanges.effectiveOn, asOf));

/**
 * The ids of price changes due as of a day, oldest day first (so that of two changes the sweep finds
 * due together, the later one is the one left in force), after `after` in that order.
 */
export function duePriceChanges(db: DbOrTx, asOf: string): DuePage {
  return pageByDay((after, limit) =>
    db
      .select({ id: purchaseOptionPriceChanges.id, day: purchaseOptionPriceChanges.effectiveOn })
      .from(purchaseOptionPriceChanges)
      .where(
        and(isDue(asOf), afterDueRow(purchaseOptionPriceChanges.effectiveOn, purchaseOptionPriceChanges.id, after)),
      )
      .orderBy(asc(purchaseOptionPriceChanges.effectiveOn), asc(purchaseOptionPriceChanges.id))
      .limit(limit),
  );
}

/**
 * Applies one due price change, once however many sweeps run (the row is locked with SKIP LOCKED and
 * checked again): the option's price becomes the new one for new purchases, and each live subscription
 * on the option gets its next renewal's price. A subscriber's own discount carries over in rupees: what
 * they paid below the option's old purchase price (a product or user discount, a voucher) comes off the
 * option's new purchase price, never below 0; discount_amount stays the new default price less that.
 * Audited as `console.price_change_applied` in the name of the member who scheduled it.
 */
export async function applyPriceChange(db: Database, changeId: string, asOf: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(purchaseOptionPriceChanges)
      .where(and(eq(purchaseOptionPriceChanges.id, changeId), isDue(asOf)))
      .for('update', { skipLocked: true });
    if (!change) return false;
    const [option] = await tx
      .select()
      .from(purchaseOptions)
      .where(eq(purchaseOptions.id, change.purchaseOptionId))
      .for('update');
    if (!option) return false;
    const oldPurchasePrice = toPurchaseOption(option).purchasePrice;
    const newPurchasePrice = toPurchaseOption({ ...option, defaultPrice: change.price }).purchasePrice;
    await tx.update(purchaseOptions).set({ defaultPrice: change.price }).where(eq(purchaseOptions.id, option.id));
    const renewedPrice = repricedRenewal(purchases.price, oldPurchasePrice, newPurchasePrice);
    const updated = await tx
      .update(purchases)
      .set({
        price: sql`${renewedPrice}`,
        discountAmount: sql`greatest(0, ${change.price}::numeric - ${renewedPrice})`,
        updatedAt: new Date(),
      })
      .where(renewsOnOption(option.id))
      .returning({ id: purchases.id });
    const appliedAt = new Date();
    await tx.update(purchaseOptionPriceChanges).set({ appliedAt }).where(eq(purchaseOptionPriceChanges.id, change.id));
    await recordStaffAudit(tx, {
      action: 'console.price_change_applied',
      outcome: 'success',
      staffId: change.createdBy,
      ipAddress: null,
      subjectType: 'price_change',
      subjectId: change.id,
      before: { purchaseOptionId: option.id, price: option.defaultPrice, purchasePrice: oldPurchasePrice },
      after: { purchaseOptionId: option.id, price: change.price, purchasePrice: roundToCents(newPurchasePrice) },
      details: { effectiveOn: change.effectiveOn, asOf, subscriptionsRepriced: updated.length },
    });
    return true;
  });
}
