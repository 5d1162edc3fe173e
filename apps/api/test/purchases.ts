import type { ProductDetail } from '@selfcare/contracts';
import { demo } from './catalogue';
import { DEFAULT_PIN } from './factories';

/**
 * The body the web app sends to buy HBO monthly on the bill, from the product page the connection was
 * shown (its prices and purchase option groups); `overrides` changes single fields.
 */
export function hboMonthlySubscribeBody(
  connectionId: string,
  page: ProductDetail,
  overrides: Record<string, unknown> = {},
) {
  return {
    connectionId,
    pin: DEFAULT_PIN,
    productId: page.id,
    productType: page.productTypeId,
    purchaseOption: demo.optionId('hbo', 'monthly'),
    amount: page.purchaseOption?.purchasePrice,
    productPOGroupId: page.purchaseOptionGroupId,
    selectedPOGID: page.purchaseOption?.purchaseOptionGroupId,
    defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
    dataBundle: false,
    ...overrides,
  };
}
