import type { DiscountOption } from '@selfcare/contracts';
import { describe, expect, it } from 'vitest';
import { product, purchaseOption } from '../testing/fixtures';
import { shownPrice } from './package-price';

const discount: DiscountOption = {
  id: 'd1',
  discountLevel: 'PRODUCT',
  discountType: 'PERCENTAGE',
  value: 20,
  duration: 3,
  durationType: 'MONTHS',
  start: '2025-01-01T00:00:00.000Z',
  end: null,
};
const discounted = {
  purchaseOption: purchaseOption({ defaultPrice: 150 }),
  discountOptionGroup: { actualPrice: 150, purchasePrice: 120, discountOptions: [discount] },
};

describe('shownPrice', () => {
  it('is null without a purchase option', () => {
    expect(shownPrice(product('bundled', 'screens'))).toBeNull();
  });

  it("is the option's price without a discount", () => {
    expect(shownPrice(product('p', 'screens', { purchaseOption: purchaseOption({ defaultPrice: 280 }) }))).toEqual({
      amount: 280,
      originalAmount: undefined,
      discount: null,
    });
  });

  it('is what the connection is billed for the package it holds, not the list price', () => {
    const held = product('p', 'package', {
      purchaseOption: purchaseOption({ defaultPrice: 2290, purchasePrice: 2061 }),
      purchaseStatus: 'PURCHASE_COMPLETE',
      currentPurchasedPackage: true,
    });
    expect(shownPrice(held)).toEqual({ amount: 2061, originalAmount: undefined, discount: null });
  });

  it('shows the discounted price against the actual one', () => {
    expect(shownPrice(product('p', 'screens', discounted))).toEqual({ amount: 120, originalAmount: 150, discount });
  });

  it('shows no discount once purchased', () => {
    expect(shownPrice(product('p', 'screens', { ...discounted, purchaseStatus: 'PURCHASE_COMPLETE' }))).toEqual({
      amount: 150,
      originalAmount: undefined,
      discount: null,
    });
  });
});
