import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('writes rupees with two decimals', () => {
    expect(formatMoney(12.5)).toBe('Rs. 12.50');
    expect(formatMoney(0)).toBe('Rs. 0.00');
  });

  it('groups thousands', () => {
    expect(formatMoney(9000)).toBe('Rs. 9,000.00');
    expect(formatMoney(1234567.891)).toBe('Rs. 1,234,567.89');
  });

  it('rounds to the cent', () => {
    expect(formatMoney(99.999)).toBe('Rs. 100.00');
  });
});
