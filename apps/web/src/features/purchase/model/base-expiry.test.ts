import { describe, expect, it } from 'vitest';
import { addUtilization, baseExpiryDate } from './base-expiry';

const oneOff = (utilizationPeriod: number, utilizationPeriodUnit: 'DAYS' | 'MONTHS') => ({
  purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL' as const,
  utilization: { utilizationPeriod, utilizationPeriodUnit },
});
const monthly = {
  purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION' as const,
  utilization: { utilizationPeriod: 1, utilizationPeriodUnit: 'MONTHS' as const },
};
/** A one-off weekly pass with 5 days left. */
const weeklyPass = { billingEndDate: '2026-03-06', daysRemainingToExpire: 5 };
const TODAY = '2026-03-01';

describe('addUtilization', () => {
  it('adds days across a month end and months as the api does', () => {
    expect(addUtilization('2026-02-25', { utilizationPeriod: 7, utilizationPeriodUnit: 'DAYS' })).toBe('2026-03-04');
    expect(addUtilization('2026-01-31', { utilizationPeriod: 1, utilizationPeriodUnit: 'MONTHS' })).toBe('2026-02-28');
    expect(addUtilization('2026-11-15', { utilizationPeriod: 3, utilizationPeriodUnit: 'MONTHS' })).toBe('2027-02-15');
  });
});

describe('baseExpiryDate', () => {
  it("gives the base package's end when a one-off purchase would outlast it", () => {
    expect(baseExpiryDate(oneOff(30, 'DAYS'), weeklyPass, TODAY)).toBe('2026-03-06');
    expect(baseExpiryDate(oneOff(1, 'MONTHS'), weeklyPass, TODAY)).toBe('2026-03-06');
    expect(baseExpiryDate(oneOff(6, 'DAYS'), weeklyPass, TODAY)).toBe('2026-03-06');
  });

  it('says nothing when the purchase ends by the last day of the base package', () => {
    expect(baseExpiryDate(oneOff(5, 'DAYS'), weeklyPass, TODAY)).toBeNull();
    expect(baseExpiryDate(oneOff(2, 'DAYS'), weeklyPass, TODAY)).toBeNull();
  });

  it('says nothing for a subscription, a base package that renews, or none', () => {
    expect(baseExpiryDate(monthly, weeklyPass, TODAY)).toBeNull();
    const renewing = { billingEndDate: '2026-03-06', daysRemainingToExpire: null };
    expect(baseExpiryDate(oneOff(30, 'DAYS'), renewing, TODAY)).toBeNull();
    expect(baseExpiryDate(oneOff(30, 'DAYS'), null, TODAY)).toBeNull();
    expect(baseExpiryDate(oneOff(30, 'DAYS'), { billingEndDate: null, daysRemainingToExpire: null }, TODAY)).toBeNull();
  });

  it('warns for a base package being unsubscribed, which ends too', () => {
    const leaving = { billingEndDate: '2026-03-10', daysRemainingToExpire: 9 };
    expect(baseExpiryDate(oneOff(30, 'DAYS'), leaving, TODAY)).toBe('2026-03-10');
  });
});
