import type { ProductSummary, PurchaseOption } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { selectDiscount } from '@/shared/catalogue/discount';
import { optionPrice } from '@/shared/catalogue/option-price';
import { billingOf } from '@/shared/catalogue/price';
import type { PurchaseKind } from '@/shared/payment/model/purchase-kind';
import { purchaseTaxQueryOptions } from '../api/calculate-tax';
import { showsVoucherBox } from '../model/voucher-rules';
import type { Buyer } from './use-purchase-flow';
import { useVoucher } from './use-voucher';

export interface OrderPricingInput {
  product: ProductSummary;
  option: PurchaseOption;
  buyer: Buyer;
  kind: PurchaseKind;
  typedVoucher: string;
}

/**
 * What the chosen option costs the buyer, priced the way the server prices it (decision 0006): the
 * option's price less the discount in force; for card payers the taxed price; a valid voucher's
 * amount when there is one. `amount` is undefined while a part of it is still loading, and `ready`
 * says whether the purchase can go on (no voucher being checked, none refused).
 */
export function useOrderPricing({ product, option, buyer, kind, typedVoucher }: OrderPricingInput) {
  const discountOptions = product.discountOptionGroup?.discountOptions;
  const discount = selectDiscount(discountOptions, { purchaseComplete: false });
  const price = optionPrice(option, discountOptions);
  const card = billingOf(buyer.connectionType) === 'card';
  const tax = useQuery({
    ...purchaseTaxQueryOptions({ productId: product.id, connectionId: buyer.connectionId, price }),
    enabled: card,
  });
  // Card payers pay the taxed price, and a voucher comes off that; others see taxes on their bill.
  const baseAmount = card ? tax.data?.taxedPrice : price;
  const voucherBox = showsVoucherBox({ price: baseAmount ?? price, discounted: discount !== null });
  const voucher = useVoucher({
    typed: voucherBox ? typedVoucher : '',
    kind,
    request:
      baseAmount === undefined
        ? null
        : {
            price: baseAmount,
            productId: product.id,
            productTypeId: product.productTypeId,
            purchaseOptionId: option.id,
            userAccountId: buyer.userId,
            userConnectionId: buyer.connectionId,
            vodSubTypeId: product.productSubTypeId,
            basePackageId: null,
            packageTypeId: product.packageTypeId,
          },
  });
  const amount = voucher.status === 'valid' ? voucher.voucher.amount : baseAmount;
  return {
    discount,
    price,
    card,
    tax,
    voucherBox,
    voucher,
    amount,
    ready: amount !== undefined && (voucher.status === 'none' || voucher.status === 'valid'),
  };
}

export type OrderPricing = ReturnType<typeof useOrderPricing>;
