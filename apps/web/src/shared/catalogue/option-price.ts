import { type DiscountOption, priceAfterDiscount, selectDiscount } from './discount';

/**
 * The price of the chosen option before taxes and voucher, as the server prices it: the option's own
 * price with the product or user discount in force taken off (of several, the one that starts earlier).
 */
export function optionPrice(
  option: { purchasePrice: number },
  discountOptions: readonly DiscountOption[] | null | undefined,
): number {
  const discount = selectDiscount(discountOptions, { purchaseComplete: false });
  return discount ? priceAfterDiscount(option.purchasePrice, discount) : option.purchasePrice;
}
