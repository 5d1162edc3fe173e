import { describe, expect, it } from 'vitest';
import { currentYear, formatDate, formatIsoDate } from './date';

describe('formatDate', () => {
  it('writes DD/MM/YYYY', () => {
    expect(formatDate(new Date('2025-03-07T08:00:00Z'))).toBe('07/03/2025');
  });

  it('uses the Sri Lankan calendar day for instants', () => {
    // 20:00 UTC is 01:30 the next day in Colombo (UTC+05:30).
    expect(formatDate(new Date('2024-12-31T20:00:00Z'))).toBe('01/01/2025');
    expect(formatDate('2024-12-31T18:00:00Z')).toBe('31/12/2024');
  });

  it('keeps date-only strings as given', () => {
    expect(formatDate('2050-01-31')).toBe('31/01/2050');
  });
});

describe('formatIsoDate', () => {
  it('writes YYYY-MM-DD', () => {
    expect(formatIsoDate(new Date('2025-03-07T08:00:00Z'))).toBe('2025-03-07');
    expect(formatIsoDate('2025-11-09')).toBe('2025-11-09');
  });

  it('uses the Sri Lankan calendar day for instants', () => {
    expect(formatIsoDate(new Date('2025-06-30T19:00:00Z'))).toBe('2025-07-01');
  });
});

describe('currentYear', () => {
  it('turns the year at midnight in Colombo', () => {
    expect(currentYear(new Date('2025-12-31T18:29:00Z'))).toBe(2025);
    expect(currentYear(new Date('2025-12-31T18:31:00Z'))).toBe(2026);
  });
});

describe('formatDate in Sinhala and Tamil', () => {
  it("writes the Sri Lankan calendar day in the language's numeric form", () => {
    expect(formatDate('2050-01-31', 'si')).toBe('2050-01-31');
    expect(formatDate('2050-01-31', 'ta')).toBe('31/01/2050');
    // 20:00 UTC is already the next day in Colombo, whatever the language.
    expect(formatDate(new Date('2024-12-31T20:00:00Z'), 'si')).toBe('2025-01-01');
    expect(formatDate(new Date('2024-12-31T20:00:00Z'), 'ta')).toBe('01/01/2025');
  });

  it('follows the language the interface shows', async () => {
    const { i18n } = await import('@/shared/i18n/i18n');
    i18n.changeLanguage('si');
    try {
      expect(formatDate('2025-03-07')).toBe('2025-03-07');
    } finally {
      i18n.changeLanguage('en');
    }
    expect(formatDate('2025-03-07')).toBe('07/03/2025');
  });
});
