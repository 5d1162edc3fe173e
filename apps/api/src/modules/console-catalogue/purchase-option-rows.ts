import type { consolePurchaseOptionInputSchema } from '@selfcare/contracts';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { purchaseOptions } from '../../db/schema';

export type PurchaseOptionInput = z.infer<typeof consolePurchaseOptionInputSchema>;
export type PurchaseOptionUpdate = Omit<PurchaseOptionInput, 'price'>;

/** The option row's columns from a form (all but the price, which only a dated change moves). */
export const optionColumns = (input: PurchaseOptionUpdate) => ({
  name: input.name,
  description: input.description,
  purchaseType: input.purchaseType,
  utilizationPeriod: input.utilizationPeriod,
  utilizationPeriodUnit: input.utilizationPeriodUnit,
  productAvailableFor: input.productAvailableFor,
  isDefault: input.isDefault,
  absoluteDiscount: input.absoluteDiscount,
  discountPercentage: input.discountPercentage,
  externalRef: input.externalRef,
  downstreamRef: input.downstreamRef,
  sortOrder: input.sortOrder,
});

/** A new option of a group; the group's first option is its default whatever the form says. */
export async function insertOption(tx: DbOrTx, groupId: string, input: PurchaseOptionInput) {
  const [first] = await tx
    .select({ id: purchaseOptions.id })
    .from(purchaseOptions)
    .where(eq(purchaseOptions.purchaseOptionGroupId, groupId))
    .limit(1);
  const isDefault = input.isDefault || !first;
  if (isDefault) await clearDefault(tx, groupId, null);
  const [row] = await tx
    .insert(purchaseOptions)
    .values({
      ...optionColumns({ ...input, isDefault }),
      purchaseOptionGroupId: groupId,
      defaultPrice: input.price,
      defaultPurchaseOptionType: input.purchaseType,
    })
    .returning();
  if (!row) throw new Error('purchase option insert returned nothing');
  await syncDefaultType(tx, groupId);
  return row;
}

/** Takes the default flag from the group's options but `keep` (one default a group: a unique index). */
export async function clearDefault(tx: DbOrTx, groupId: string, keep: string | null) {
  await tx
    .update(purchaseOptions)
    .set({ isDefault: false })
    .where(
      and(
        eq(purchaseOptions.purchaseOptionGroupId, groupId),
        eq(purchaseOptions.isDefault, true),
        keep ? ne(purchaseOptions.id, keep) : undefined,
      ),
    );
}

/**
 * Every option of a group echoes the purchase type of the group's default option (the subscribe
 * payloads send it back); a group left without a default gets its first option as the default.
 */
export async function syncDefaultType(tx: DbOrTx, groupId: string) {
  const [chosen] = await tx
    .select({
      id: purchaseOptions.id,
      purchaseType: purchaseOptions.purchaseType,
      isDefault: purchaseOptions.isDefault,
    })
    .from(purchaseOptions)
    .where(eq(purchaseOptions.purchaseOptionGroupId, groupId))
    .orderBy(desc(purchaseOptions.isDefault), asc(purchaseOptions.sortOrder), asc(purchaseOptions.id))
    .limit(1);
  if (!chosen) return;
  if (!chosen.isDefault)
    await tx.update(purchaseOptions).set({ isDefault: true }).where(eq(purchaseOptions.id, chosen.id));
  await tx
    .update(purchaseOptions)
    .set({ defaultPurchaseOptionType: chosen.purchaseType })
    .where(
      and(
        eq(purchaseOptions.purchaseOptionGroupId, groupId),
        sql`${purchaseOptions.defaultPurchaseOptionType} <> ${chosen.purchaseType}`,
      ),
    );
}
