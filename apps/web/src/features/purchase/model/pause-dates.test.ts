import { describe, expect, it } from 'vitest';
import { product, purchaseOption } from '@/testing/catalogue-fixtures';
import { canPause, resumeDate } from './pause-dates';

describe('resumeDate', () => {
  it('counts calendar months from the end of the paid period', () => {
    expect(resumeDate('2026-12-10', 1)).toBe('2027-01-10');
    expect(resumeDate('2026-12-10', 3)).toBe('2027-03-10');
  });

  it("lands on the month's last day when the day does not exist there", () => {
    expect(resumeDate('2027-01-31', 1)).toBe('2027-02-28');
    expect(resumeDate('2027-01-31', 3)).toBe('2027-04-30');
  });
});

describe('canPause', () => {
  const running = product('p-1', 'channel', {
    purchaseStatus: 'PURCHASE_COMPLETE',
    isPurchased: true,
    purchaseId: '00000000-0000-4000-8000-000000000001',
    billingEndDate: '2026-12-10',
  });

  it('offers PAUSE for a running monthly subscription', () => {
    expect(canPause(running)).toBe(true);
  });

  it('offers PAUSE for a base package only where the operator allows it', () => {
    expect(canPause({ ...running, productTypeTypeName: 'package', pauseAllowed: true })).toBe(true);
    expect(
      canPause({ ...running, productTypeTypeName: 'package', pauseAllowed: true, pausedUntil: '2027-01-10' }),
    ).toBe(false);
  });

  it('offers nothing for a paused, unsubscribed, one-off or other than monthly one, nor a base package', () => {
    expect(canPause({ ...running, pausedUntil: '2027-01-10' })).toBe(false);
    expect(canPause({ ...running, purchaseStatus: 'PURCHASE_PENDING_REMOVE' })).toBe(false);
    expect(canPause({ ...running, daysRemainingToExpire: 12 })).toBe(false);
    expect(
      canPause({
        ...running,
        purchaseOption: purchaseOption({ utilization: { utilizationPeriod: 30, utilizationPeriodUnit: 'DAYS' } }),
      }),
    ).toBe(false);
    expect(canPause({ ...running, productTypeTypeName: 'package' })).toBe(false);
  });
});
