import { describe, expect, it } from 'vitest';
import { isCheckable, showsVoucherBox, voucherCode } from './voucher-rules';

describe('voucher rules', () => {
  it('checks subscription codes from 2 characters and one-off codes from 1', () => {
    expect(isCheckable('', 'purchase')).toBe(false);
    expect(isCheckable('A', 'purchase')).toBe(true);
    expect(isCheckable('A', 'subscribe')).toBe(false);
    expect(isCheckable('AB', 'subscribe')).toBe(true);
  });

  it('reads the code without surrounding spaces', () => {
    expect(voucherCode('  SAVE90 ')).toBe('SAVE90');
  });

  it('hides the box only for a zero price without a discount', () => {
    expect(showsVoucherBox({ price: 0, discounted: false })).toBe(false);
    expect(showsVoucherBox({ price: 0, discounted: true })).toBe(true);
    expect(showsVoucherBox({ price: 10, discounted: false })).toBe(true);
  });
});
