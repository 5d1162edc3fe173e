import type { ConsoleDiscount, ConsolePriceChange, ConsolePurchaseOption } from '@selfcare/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type discountOptions, purchaseOptionPriceChanges, purchaseOptions } from '../../db/schema';
import { toPurchaseOption } from '../products/pricing';

type OptionRow = typeof purchaseOptions.$inferSelect;
type PriceChangeRow = typeof purchaseOptionPriceChanges.$inferSelect;
type DiscountRow = typeof discountOptions.$inferSelect;

export function toPriceChange(row: PriceChangeRow): ConsolePriceChange {
  return {
    id: row.id,
    purchaseOptionId: row.purchaseOptionId,
    price: row.price,
    effectiveOn: row.effectiveOn,
    status: row.appliedAt ? 'applied' : 'scheduled',
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
  };
}

export function toConsoleOption(
  row: OptionRow,
  productId: string,
  scheduled: readonly PriceChangeRow[],
): ConsolePurchaseOption {
  return {
    id: row.id,
    productId,
    purchaseOptionGroupId: row.purchaseOptionGroupId,
    name: row.name,
    description: row.description,
    purchaseType: row.purchaseType,
    price: row.defaultPrice,
    purchasePrice: toPurchaseOption(row).purchasePrice,
    utilizationPeriod: row.utilizationPeriod,
    utilizationPeriodUnit: row.utilizationPeriodUnit,
    productAvailableFor: row.productAvailableFor,
    isDefault: row.isDefault,
    absoluteDiscount: row.absoluteDiscount,
    discountPercentage: row.discountPercentage,
    externalRef: row.externalRef,
    downstreamRef: row.downstreamRef,
    sortOrder: row.sortOrder,
    scheduledPriceChanges: scheduled.filter((change) => change.purchaseOptionId === row.id).map(toPriceChange),
  };
}

/** The options of a purchase option group with their scheduled price changes, in two statements. */
export async function optionsOfGroup(
  db: DbOrTx,
  groupId: string | null,
  productId: string,
): Promise<ConsolePurchaseOption[]> {
  if (groupId === null) return [];
  const rows = await db
    .select()
    .from(purchaseOptions)
    .where(eq(purchaseOptions.purchaseOptionGroupId, groupId))
    .orderBy(asc(purchaseOptions.sortOrder), asc(purchaseOptions.name), asc(purchaseOptions.id));
  if (rows.length === 0) return [];
  const scheduled = await db
    .select()
    .from(purchaseOptionPriceChanges)
    .where(
      and(
        inArray(
          purchaseOptionPriceChanges.purchaseOptionId,
          rows.map((row) => row.id),
        ),
        isNull(purchaseOptionPriceChanges.appliedAt),
      ),
    )
    .orderBy(asc(purchaseOptionPriceChanges.effectiveOn));
  return rows.map((row) => toConsoleOption(row, productId, scheduled));
}

export function toConsoleDiscount(row: DiscountRow, productId: string): ConsoleDiscount {
  return {
    id: row.id,
    productId,
    discountOptionGroupId: row.discountOptionGroupId,
    discountLevel: row.discountLevel,
    connectionId: row.connectionId,
    discountType: row.discountType,
    value: row.value,
    duration: row.duration,
    durationType: row.durationType,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}
