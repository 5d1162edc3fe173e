import { describe, expect, it } from 'vitest';
import { nextDate, sriLankaDate, sriLankaDayStart } from './calendar';

describe('the Sri Lanka calendar', () => {
  it('reads an instant as the day it is in Colombo (UTC+05:30)', () => {
    expect(sriLankaDate(new Date('2026-11-26T18:29:59.999Z'))).toBe('2026-11-26');
    expect(sriLankaDate(new Date('2026-11-26T18:30:00.000Z'))).toBe('2026-11-27');
    expect(sriLankaDate(new Date('2026-11-26T20:00:00.000Z'))).toBe('2026-11-27');
  });

  it('starts a day at 18:30 UTC the day before', () => {
    expect(sriLankaDayStart('2026-11-27').toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(sriLankaDayStart('2027-01-01').toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('counts the next day across month, year and leap-day ends', () => {
    expect(nextDate('2026-11-30')).toBe('2026-12-01');
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(nextDate('2028-02-28')).toBe('2028-02-29');
  });
});
