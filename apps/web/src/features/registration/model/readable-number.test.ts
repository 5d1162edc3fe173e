import { describe, expect, it } from 'vitest';
import { readableNumber } from './readable-number';

describe('readableNumber', () => {
  it('spaces a Sri Lankan mobile typed after +94, or stored with it', () => {
    expect(readableNumber('771234567', 'Sri Lanka')).toBe('+94 77 123 4567');
    expect(readableNumber('+94771234567', undefined)).toBe('+94 77 123 4567');
  });

  it('spaces a local mobile number', () => {
    expect(readableNumber('0771234567', undefined)).toBe('077 123 4567');
  });

  it('shows anything else as it was typed', () => {
    expect(readableNumber('771234567', undefined)).toBe('771234567');
    expect(readableNumber('0112555123', undefined)).toBe('0112555123');
    expect(readableNumber('472211223', undefined)).toBe('472211223');
  });
});
