import { describe, expect, it } from 'vitest';
import { newOtpCode } from './otp';

describe('newOtpCode', () => {
  it('is always 6 digits, leading zeros kept, and does not repeat a pattern', () => {
    const codes = Array.from({ length: 2000 }, () => newOtpCode());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // 2,000 draws from a million values: a uniform generator repeats about two (20 would happen once in 10^12 runs).
    expect(new Set(codes).size).toBeGreaterThan(1980);
    // Every digit turns up in every position (a fixed or narrow generator would not).
    for (let position = 0; position < 6; position += 1) {
      expect(new Set(codes.map((code) => code[position])).size).toBe(10);
    }
  });
});
