import type { DiscountOption } from '@selfcare/contracts';
import { describe, expect, it } from 'vitest';
import { purchaseOption } from '@/testing/catalogue-fixtures';
import { displayPrice } from './display-price';

function discount(overrides: Partial<DiscountOption>): DiscountOption {
  return {
    id: 'd-1',
    discountLevel: 'PRODUCT',
    discountType: 'AMOUNT',
    value: 100,
    duration: 3,
    durationType: 'MONTHS',
    start: '2025-01-01T00:00:00.000Z',
    end: null,
    ...overrides,
  };
}

describe('displayPrice', () => {
  it('is the option price when no discount is in force', () => {
    expect(
      displayPrice({ purchaseOption: purchaseOption(), discountOptionGroup: null, purchaseStatus: 'NOT_PURCHASED' }),
    ).toEqual({ amount: 490, originalAmount: undefined, discount: null });
  });

  it('is null for a product that cannot be bought on its own', () => {
    expect(
      displayPrice({ purchaseOption: null, discountOptionGroup: null, purchaseStatus: 'NOT_PURCHASED' }),
    ).toBeNull();
  });

  it('takes the earlier-starting of a product and a user discount', () => {
    const user = discount({
      id: 'u',
      discountLevel: 'USER',
      discountType: 'PERCENTAGE',
      value: 10,
      start: '2025-02-01T00:00:00.000Z',
    });
    const own = discount({ id: 'p', discountLevel: 'PRODUCT', value: 100, start: '2025-01-15T00:00:00.000Z' });
    const price = displayPrice({
      purchaseOption: purchaseOption(),
      discountOptionGroup: { actualPrice: 490, purchasePrice: 390, discountOptions: [user, own] },
      purchaseStatus: 'NOT_PURCHASED',
    });
    expect(price).toEqual({ amount: 390, originalAmount: 490, discount: own });
  });

  it('shows no discount once the purchase is complete', () => {
    const price = displayPrice({
      purchaseOption: purchaseOption(),
      discountOptionGroup: { actualPrice: 490, purchasePrice: 390, discountOptions: [discount({})] },
      purchaseStatus: 'PURCHASE_COMPLETE',
    });
    expect(price?.discount).toBeNull();
    expect(price?.amount).toBe(490);
  });
});
