import type { DiscountOption, DiscountOptionGroup, PurchaseOption } from '@selfcare/contracts';
import type { discountOptions, purchaseOptions } from '../../db/schema';

type PurchaseOptionRow = typeof purchaseOptions.$inferSelect;
type DiscountOptionRow = typeof discountOptions.$inferSelect;

/** Amounts are computed in rupees and handed out in cents, like every stored amount. */
export const roundToCents = (amount: number) => Math.round(amount * 100) / 100;

const priceLess = (price: number, discount: number) => Math.max(0, roundToCents(price - discount));

/**
 * A renewal's price `percentOff` less (an accepted retention offer, decision 0072), before taxes,
 * rounded to cents as a purchase option's percentage discount is.
 */
export const retentionDiscounted = (price: number, percentOff: number) =>
  percentOff === 0 ? price : priceLess(price - (price * percentOff) / 100, 0);

export function toPurchaseOption(row: PurchaseOptionRow): PurchaseOption {
  const afterPercentage = row.defaultPrice - (row.defaultPrice * row.discountPercentage) / 100;
  return {
    id: row.id,
    purchaseOptionGroupId: row.purchaseOptionGroupId,
    name: row.name,
    description: row.description,
    purchaseType: row.purchaseType,
    defaultPrice: row.defaultPrice,
    defaultPurchaseOptionType: row.defaultPurchaseOptionType,
    absoluteDiscount: row.absoluteDiscount,
    discountPercentage: row.discountPercentage,
    productAvailableFor: row.productAvailableFor,
    default: row.isDefault,
    purchasePrice: priceLess(afterPercentage, row.absoluteDiscount),
    utilization: { utilizationPeriod: row.utilizationPeriod, utilizationPeriodUnit: row.utilizationPeriodUnit },
  };
}

/** Which payers an option is offered to, by connection type (spec 001 section 1). */
export function isAvailableTo(option: PurchaseOption, connectionType: number): boolean {
  switch (option.productAvailableFor) {
    case 'ALL':
      return true;
    case 'POSTPAID':
      return connectionType >= 1 && connectionType <= 5;
    case 'MOBITEL':
      return connectionType === 6;
    case 'PREPAID':
      return connectionType === 7;
  }
}

function toDiscountOption(row: DiscountOptionRow): DiscountOption {
  return {
    id: row.id,
    discountLevel: row.discountLevel,
    discountType: row.discountType,
    value: row.value,
    duration: row.duration,
    durationType: row.durationType,
    start: row.startsAt.toISOString(),
    end: row.endsAt?.toISOString() ?? null,
  };
}

/**
 * The discounts in force on a price. Of a product-level and a user-level discount, the one that starts
 * earlier is the one shown and priced (spec 001 section 5); null when none is in force.
 */
export function discountGroup(
  option: PurchaseOption | null,
  rows: readonly DiscountOptionRow[],
): DiscountOptionGroup | null {
  if (!option || rows.length === 0) return null;
  const sorted = [...rows].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id));
  const [shown] = sorted;
  if (!shown) return null;
  const actualPrice = option.purchasePrice;
  const discount = shown.discountType === 'AMOUNT' ? shown.value : (actualPrice * shown.value) / 100;
  return {
    actualPrice,
    purchasePrice: priceLess(actualPrice, discount),
    discountOptions: sorted.map(toDiscountOption),
  };
}
