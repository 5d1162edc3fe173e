import type { DiscountOption, ProductSummary } from '@selfcare/contracts';
import { priceAfterDiscount, selectDiscount } from '@/shared/catalogue/discount';

export interface DisplayPrice {
  /** What the viewer pays, after the discount shown. */
  amount: number;
  /** The price before the discount, when one is shown. */
  originalAmount: number | undefined;
  discount: DiscountOption | null;
}

/**
 * The price a product's card or page shows, from its default purchase option: discounts show only while
 * the purchase is not complete, and of a product and a user discount the earlier-starting one is taken
 * (spec 001 section 5). Null for products with no option of their own (only ever bundled).
 */
export function displayPrice(
  product: Pick<ProductSummary, 'purchaseOption' | 'discountOptionGroup' | 'purchaseStatus'>,
): DisplayPrice | null {
  const option = product.purchaseOption;
  if (!option) return null;
  const discount = selectDiscount(product.discountOptionGroup?.discountOptions, {
    purchaseComplete: product.purchaseStatus === 'PURCHASE_COMPLETE',
  });
  if (!discount) return { amount: option.purchasePrice, originalAmount: undefined, discount: null };
  const original = product.discountOptionGroup?.actualPrice ?? option.purchasePrice;
  return { amount: priceAfterDiscount(original, discount), originalAmount: original, discount };
}
