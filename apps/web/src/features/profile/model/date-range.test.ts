import { describe, expect, it } from 'vitest';
import { dateRangeProblem, defaultDateRange, purchaseQueryDates } from './date-range';

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
    expect(purchaseQueryDates({ start: '2026-12-01', end: '2026-12-31' }).end).toBe('2027-01-01');
    expect(purchaseQueryDates({ start: '2028-02-01', end: '2028-02-28' }).end).toBe('2028-02-29');
  });

  it('names what is wrong with a period, and on which field', () => {
    const today = '2026-11-22';
    const problem = (start: string, end: string) => dateRangeProblem({ start, end }, today);
    expect(problem('2026-11-01', '2026-11-22')).toBeNull();
    expect(problem('', '2026-11-22')).toEqual({ field: 'start', message: 'profile.startDateRequired' });
    expect(problem('2026-11-01', '')).toEqual({ field: 'end', message: 'profile.endDateRequired' });
    expect(problem('2026-11-01', '2026-11-23')).toEqual({ field: 'end', message: 'profile.endAfterToday' });
    expect(problem('2099-01-01', '2099-01-02')).toEqual({ field: 'end', message: 'profile.endAfterToday' });
    expect(problem('2026-11-10', '2026-11-09')).toEqual({ field: 'start', message: 'profile.dateOrder' });
    // A leap year's 366 days is the longest period, the end day included.
    expect(problem('2024-01-01', '2024-12-31')).toBeNull();
    expect(problem('2025-11-01', '2026-11-01')).toBeNull();
    expect(problem('2025-10-31', '2026-11-01')).toEqual({ field: 'end', message: 'profile.rangeTooLong' });
  });
});
