import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { formatAmount, formatMoney, formatWhole } from './money';

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

describe('formatMoney in Sinhala and Tamil', () => {
  it('writes rupees as the language does in Sri Lanka', () => {
    expect(formatMoney(9000, 'si')).toBe('රු. 9,000.00');
    expect(formatMoney(1234567.891, 'ta')).toBe('ரூ. 12,34,567.89');
  });

  it('follows the language the interface shows', () => {
    i18n.changeLanguage('si');
    try {
      expect(formatMoney(12.5)).toBe('රු. 12.50');
      expect(formatAmount(1234.5)).toBe('1,234.50');
    } finally {
      i18n.changeLanguage('en');
    }
    expect(formatMoney(12.5)).toBe('Rs. 12.50');
  });
});

describe('formatAmount', () => {
  it('writes the figure alone with two decimals', () => {
    expect(formatAmount(9000)).toBe('9,000.00');
    expect(formatAmount(1234567.891, 'ta')).toBe('12,34,567.89');
  });
});

describe('formatWhole', () => {
  it('keeps only the decimals a figure has', () => {
    expect(formatWhole(500)).toBe('500');
    expect(formatWhole(12.5)).toBe('12.5');
    expect(formatWhole(123456, 'ta')).toBe('1,23,456');
  });
});
