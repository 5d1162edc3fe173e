import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { expiryBadge, expiryDateText } from './expiry';

const { t } = i18n;

describe('expiryBadge', () => {
  it.each([
    [-1, 'urgent', '-1 day to expire'],
    [0, 'urgent', '0 day to expire'],
    [1, 'urgent', '1 day to expire'],
    [2, 'urgent', '2 days to expire'],
    [3, 'urgent', '3 days to expire'],
    [4, 'notice', '4 days to expire'],
    [30, 'notice', '30 days to expire'],
  ] as const)('%s days left: %s badge reading %j', (days, tone, text) => {
    expect(expiryBadge(t, days)).toEqual({ tone, text });
  });

  it.each([31, 365, null, undefined])('shows no badge for %s', (days) => {
    expect(expiryBadge(t, days)).toBeNull();
  });
});

describe('expiryDateText', () => {
  it('writes the date as DD/MM/YYYY', () => {
    expect(expiryDateText(t, '2050-01-31')).toBe('You can enjoy this till 31/01/2050');
    expect(expiryDateText(t, new Date('2025-06-30T19:00:00Z'))).toBe('You can enjoy this till 01/07/2025');
  });
});
