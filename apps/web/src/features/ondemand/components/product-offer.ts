import type { ProductSummary } from '@selfcare/contracts';
import { type DiscountOption, priceAfterDiscount, selectDiscount } from '@/shared/catalogue/discount';

export interface ProductOffer {
  /** What the subscriber pays, before taxes. */
  amount: number;
  /** The price before the discount, when one applies. */
  originalAmount: number | undefined;
  discount: DiscountOption | null;
}

type Priced = Pick<ProductSummary, 'purchaseOption' | 'discountOptionGroup' | 'purchaseStatus'>;

/**
 * The price a product is offered at, or null when it cannot be bought on its own. Of the discounts in
 * force the shared rule picks one (none once purchased; the earlier start wins).
 */
export function productOffer({ purchaseOption, discountOptionGroup, purchaseStatus }: Priced): ProductOffer | null {
  if (!purchaseOption) return null;
  const price = discountOptionGroup?.actualPrice ?? purchaseOption.purchasePrice;
  const discount = selectDiscount(discountOptionGroup?.discountOptions, {
    purchaseComplete: purchaseStatus === 'PURCHASE_COMPLETE',
  });
  return discount
    ? { amount: priceAfterDiscount(price, discount), originalAmount: price, discount }
    : { amount: price, originalAmount: undefined, discount: null };
}
