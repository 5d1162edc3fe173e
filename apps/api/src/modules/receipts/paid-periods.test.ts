import { describe, expect, it } from 'vitest';
import { paidPeriods } from './paid-periods';

const monthly = { utilizationPeriod: 1, utilizationPeriodUnit: 'MONTHS' as const };
const at = (date: string) => new Date(`${date}T06:00:00Z`);

describe('paidPeriods', () => {
  it('gives the purchase its first month, each renewal the month after, and the latest the billing dates', () => {
    const purchase = {
      ...monthly,
      purchasedAt: at('2026-01-31'),
      billingStartDate: '2026-03-28',
      billingEndDate: '2026-04-28',
    };
    const periods = paidPeriods(purchase, [
      { id: 'bought', paymentType: 'PURCHASE', paidAt: at('2026-01-31') },
      { id: 'renewed', paymentType: 'RENEWAL', paidAt: at('2026-02-28') },
      { id: 'latest', paymentType: 'RENEWAL', paidAt: at('2026-03-28') },
    ]);
    expect(Object.fromEntries(periods)).toEqual({
      bought: { start: '2026-01-31', end: '2026-02-28' },
      renewed: { start: '2026-02-28', end: '2026-03-28' },
      latest: { start: '2026-03-28', end: '2026-04-28' },
    });
  });

  it('starts a reactivation on the day it was paid, and the renewal after it from there', () => {
    const purchase = {
      utilizationPeriod: 30,
      utilizationPeriodUnit: 'DAYS' as const,
      purchasedAt: at('2026-01-01'),
      billingStartDate: '2026-04-15',
      billingEndDate: '2026-05-15',
    };
    const periods = paidPeriods(purchase, [
      { id: 'bought', paymentType: 'PURCHASE', paidAt: at('2026-01-01') },
      { id: 'reactivated', paymentType: 'REACTIVATION', paidAt: at('2026-03-16') },
      { id: 'renewed', paymentType: 'RENEWAL', paidAt: at('2026-04-15') },
    ]);
    expect(periods.get('bought')).toEqual({ start: '2026-01-01', end: '2026-01-31' });
    expect(periods.get('reactivated')).toEqual({ start: '2026-03-16', end: '2026-04-15' });
    expect(periods.get('renewed')).toEqual({ start: '2026-04-15', end: '2026-05-15' });
  });
});
