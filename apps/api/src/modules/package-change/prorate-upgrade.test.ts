import { describe, expect, it } from 'vitest';
import { currentPeriod, prorateUpgrade } from './prorate-upgrade';

// The seed's tax table: SSCL on the price, then VAT on the price with SSCL.
const rates = [
  { taxDisplayName: 'SSCL', ratePercent: 2.5641, compound: false },
  { taxDisplayName: 'VAT', ratePercent: 18, compound: true },
];
// PEO Family (1,390.00; 1,682.26 with taxes) to PEO Premium (2,490.00; 3,013.54 with taxes): a difference
// of 1,100.00 a period before taxes and 1,331.28 with them.
const family = 1390;
const premium = 2490;
const december = { start: '2026-12-01', end: '2027-01-01' };

const prorate = (today: string, period = december, currentPrice = family, newPrice = premium) =>
  prorateUpgrade({ currentPrice, newPrice, rates, period, today });

describe('prorateUpgrade', () => {
  it('charges 21 of the 31 days of December, each amount rounded once to a cent', () => {
    // 1,100.00 x 21 / 31 = 745.1612...; 1,331.28 x 21 / 31 = 901.8348...
    expect(prorate('2026-12-11')).toEqual({
      amount: 745.16,
      taxAmount: 156.67,
      charged: 901.83,
      remainingDays: 21,
      periodDays: 31,
    });
  });

  it('charges one day on the last day of the period', () => {
    // 1,100.00 / 31 = 35.4838...; 1,331.28 / 31 = 42.9445...
    expect(prorate('2026-12-31')).toEqual({
      amount: 35.48,
      taxAmount: 7.46,
      charged: 42.94,
      remainingDays: 1,
      periodDays: 31,
    });
  });

  it('charges nothing on the billing end date, when the renewal charges the new price for the next period', () => {
    expect(prorate('2027-01-01')).toEqual({ amount: 0, taxAmount: 0, charged: 0, remainingDays: 0, periodDays: 31 });
  });

  it('charges half of a 30-day month from its middle', () => {
    expect(prorate('2026-11-16', { start: '2026-11-01', end: '2026-12-01' })).toEqual({
      amount: 550,
      taxAmount: 115.64,
      charged: 665.64,
      remainingDays: 15,
      periodDays: 30,
    });
  });

  it('charges the whole difference on the first day of the period', () => {
    expect(prorate('2026-12-01')).toMatchObject({ amount: 1100, taxAmount: 231.28, charged: 1331.28 });
  });

  it('charges nothing when the new package costs the same or less', () => {
    expect(prorate('2026-12-11', december, premium, premium).charged).toBe(0);
    expect(prorate('2026-12-11', december, premium, family).charged).toBe(0);
  });

  it('rounds the amount once, not a share of each day first', () => {
    // 1.00 a period of 8 days, 3 days left: 37.5 cents, rounded once to 0.38 (a day's 12.5 rounded first would give 0.39).
    const eightDays = { start: '2026-12-01', end: '2026-12-09' };
    expect(
      prorateUpgrade({ currentPrice: 10, newPrice: 11, rates: [], period: eightDays, today: '2026-12-06' }),
    ).toEqual({ amount: 0.38, taxAmount: 0, charged: 0.38, remainingDays: 3, periodDays: 8 });
  });
});

describe('currentPeriod', () => {
  const monthly = { utilizationPeriod: 1, utilizationPeriodUnit: 'MONTHS' as const };

  it('is the purchase period when it is one utilization period long', () => {
    expect(currentPeriod({ billingStartDate: '2026-12-01', billingEndDate: '2027-01-01', ...monthly })).toEqual(
      december,
    );
    // The 31st plus a month is the month's last day: a 28-day period.
    expect(currentPeriod({ billingStartDate: '2026-01-31', billingEndDate: '2026-02-28', ...monthly })).toEqual({
      start: '2026-01-31',
      end: '2026-02-28',
    });
  });

  it('is the whole period ending on the billing end date for a package an earlier change started mid-period', () => {
    expect(currentPeriod({ billingStartDate: '2026-12-11', billingEndDate: '2027-01-01', ...monthly })).toEqual(
      december,
    );
    expect(
      currentPeriod({
        billingStartDate: '2026-12-20',
        billingEndDate: '2026-12-30',
        utilizationPeriod: 30,
        utilizationPeriodUnit: 'DAYS',
      }),
    ).toEqual({ start: '2026-11-30', end: '2026-12-30' });
  });
});
