import { describe, expect, it } from 'vitest';
import type { DiscountOption } from './discount';
import { optionPrice } from './option-price';

const discount = (overrides: Partial<DiscountOption>): DiscountOption => ({
  discountLevel: 'PRODUCT',
  discountType: 'AMOUNT',
  value: 50,
  duration: null,
  durationType: 'FOREVER',
  start: '2025-02-01T00:00:00.000Z',
  end: null,
  ...overrides,
});

describe('optionPrice', () => {
  it("is the option's price when no discount is in force", () => {
    expect(optionPrice({ purchasePrice: 490 }, null)).toBe(490);
    expect(optionPrice({ purchasePrice: 490 }, [])).toBe(490);
  });

  it('takes off the discount that starts earlier', () => {
    const options = [
      discount({ discountLevel: 'USER', discountType: 'PERCENTAGE', value: 10, start: '2025-03-01T00:00:00.000Z' }),
      discount({}),
    ];
    expect(optionPrice({ purchasePrice: 490 }, options)).toBe(440);
    expect(optionPrice({ purchasePrice: 1300 }, options.slice(0, 1))).toBe(1170);
  });
});
