import { describe, expect, it } from 'vitest';
import { defaultDateRange, nextDay, purchaseQueryDates } from './date-range';

describe('date range', () => {
  it('defaults to the first of the month to today in Sri Lanka', () => {
    // 20:00 UTC on 31 March is already 1 April in Colombo (UTC+05:30).
    expect(defaultDateRange(new Date('2026-03-31T20:00:00Z'))).toEqual({ start: '2026-04-01', end: '2026-04-01' });
    expect(defaultDateRange(new Date('2026-11-22T06:00:00Z'))).toEqual({ start: '2026-11-01', end: '2026-11-22' });
  });

  it('sends the chosen end plus one day, across month and year ends', () => {
    expect(purchaseQueryDates({ start: '2026-11-01', end: '2026-11-22' })).toEqual({
      start: '2026-11-01',
      end: '2026-11-23',
    });
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
