import { describe, expect, it } from 'vitest';
import { product, purchaseOption } from '../testing/fixtures';
import { productOffer } from './product-offer';

const discount = {
  id: 'd-1',
  discountLevel: 'PRODUCT',
  discountType: 'PERCENTAGE',
  value: 10,
  duration: null,
  durationType: 'FOREVER',
  start: '2025-02-01T00:00:00.000Z',
  end: null,
} as const;

describe('productOffer', () => {
  it('is null for a product that cannot be bought on its own', () => {
    expect(productOffer(product())).toBeNull();
  });

  it('is the purchase price without a discount', () => {
    expect(productOffer(product({ purchaseOption: purchaseOption({ purchasePrice: 250 }) }))).toEqual({
      amount: 250,
      originalAmount: undefined,
      discount: null,
    });
  });

  it('takes the discount that starts earlier off the actual price', () => {
    const userDiscount = {
      ...discount,
      id: 'd-2',
      discountLevel: 'USER',
      value: 50,
      start: '2025-01-01T00:00:00.000Z',
    } as const;
    const offer = productOffer(
      product({
        purchaseOption: purchaseOption(),
        discountOptionGroup: { actualPrice: 400, purchasePrice: 200, discountOptions: [discount, userDiscount] },
      }),
    );
    expect(offer).toEqual({ amount: 200, originalAmount: 400, discount: userDiscount });
  });

  it('shows no discount once purchased', () => {
    const offer = productOffer(
      product({
        purchaseStatus: 'PURCHASE_COMPLETE',
        purchaseOption: purchaseOption(),
        discountOptionGroup: { actualPrice: 400, purchasePrice: 360, discountOptions: [discount] },
      }),
    );
    expect(offer).toEqual({ amount: 400, originalAmount: undefined, discount: null });
  });
});
