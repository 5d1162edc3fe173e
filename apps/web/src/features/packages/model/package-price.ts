import type { DiscountOption, ProductSummary } from '@selfcare/contracts';
import { selectDiscount } from '@/shared/catalogue/discount';

export interface ShownPrice {
  amount: number;
  /** The price before the discount shown; undefined without one. */
  originalAmount: number | undefined;
  discount: DiscountOption | null;
}

/**
 * The price a product card shows: the server's discounted price when a discount is shown (the earlier
 * starting of a product and a user discount; none once purchased), else the option's price, which for
 * the package the connection holds is what it is billed (the server gives it so).
 * Null for a product with no purchase option.
 */
export function shownPrice(product: ProductSummary): ShownPrice | null {
  if (!product.purchaseOption) return null;
  const discount = selectDiscount(product.discountOptionGroup?.discountOptions, {
    purchaseComplete: product.purchaseStatus === 'PURCHASE_COMPLETE',
  });
  if (!discount || !product.discountOptionGroup) {
    return { amount: product.purchaseOption.purchasePrice, originalAmount: undefined, discount: null };
  }
  return {
    amount: product.discountOptionGroup.purchasePrice,
    originalAmount: product.discountOptionGroup.actualPrice,
    discount,
  };
}
