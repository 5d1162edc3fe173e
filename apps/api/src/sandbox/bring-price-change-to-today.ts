import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { products, purchaseOptionPriceChanges, purchaseOptions } from '../db/schema';
import { notFound } from '../lib/api-error';

/**
 * Moves the price changes a product's options have scheduled, and not applied yet, to today, so the
 * next sweep applies them: the sandbox's time travel for one product's prices, without sweeping the
 * whole demo into the future. Of two changes of one option only the latest is kept (one a day).
 */
export async function bringPriceChangeToToday(
  db: DbOrTx,
  productId: string,
  today: string,
): Promise<{ moved: number; effectiveOn: string }> {
  const scheduled = await db
    .select({
      id: purchaseOptionPriceChanges.id,
      optionId: purchaseOptionPriceChanges.purchaseOptionId,
      effectiveOn: purchaseOptionPriceChanges.effectiveOn,
    })
    .from(purchaseOptionPriceChanges)
    .innerJoin(purchaseOptions, eq(purchaseOptions.id, purchaseOptionPriceChanges.purchaseOptionId))
    .innerJoin(products, eq(products.purchaseOptionGroupId, purchaseOptions.purchaseOptionGroupId))
    .where(and(eq(products.id, productId), isNull(purchaseOptionPriceChanges.appliedAt)));
  if (scheduled.length === 0) throw notFound();
  const latest = new Map<string, (typeof scheduled)[number]>();
  for (const change of scheduled) {
    const kept = latest.get(change.optionId);
    if (!kept || change.effectiveOn > kept.effectiveOn) latest.set(change.optionId, change);
  }
  const keep = [...latest.values()].map((change) => change.id);
  const drop = scheduled.filter((change) => !keep.includes(change.id)).map((change) => change.id);
  if (drop.length > 0) await db.delete(purchaseOptionPriceChanges).where(inArray(purchaseOptionPriceChanges.id, drop));
  await db
    .update(purchaseOptionPriceChanges)
    .set({ effectiveOn: today })
    .where(inArray(purchaseOptionPriceChanges.id, keep));
  return { moved: keep.length, effectiveOn: today };
}
