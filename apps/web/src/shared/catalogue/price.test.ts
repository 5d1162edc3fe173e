import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import type { ProductTypeName } from './domain';
import { billingOf, periodText, priceText, showsPrice } from './price';

const { t } = i18n;

describe('priceText', () => {
  it.each([
    [7, 1250, 'Rs. 1,250.00'],
    [7, 0, 'Rs. 0.00'],
    [6, 1250, 'Rs. 1,250.00 +tax'],
    [6, 99.5, 'Rs. 99.50 +tax'],
    [1, 9000, 'Rs. 9,000.00 plus taxes'],
    [2, 450, 'Rs. 450.00 plus taxes'],
    [3, 450, 'Rs. 450.00 plus taxes'],
    [4, 450, 'Rs. 450.00 plus taxes'],
    [5, 450, 'Rs. 450.00 plus taxes'],
    [null, 2500, 'Rs. 2,500.00 plus taxes'],
  ] as const satisfies readonly (readonly [number | null, number, string])[])(
    'type %s, %s reads %j',
    (connectionType, amount, text) => {
      expect(priceText(t, amount, connectionType)).toBe(text);
    },
  );
});

describe('billingOf', () => {
  it.each([
    [7, 'card'],
    [6, 'operator'],
    [1, 'bill'],
    [5, 'bill'],
    [null, 'bill'],
  ] as const)('type %s pays by %s', (connectionType, billing) => {
    expect(billingOf(connectionType)).toBe(billing);
  });
});

describe('showsPrice', () => {
  const addOns: ProductTypeName[] = ['channel', 'channelbundle', 'vod', 'svod', 'screens', 'databundle'];

  it.each(addOns)('hides %s prices from visitors', (productTypeTypeName) => {
    expect(showsPrice({ loggedIn: false, productTypeTypeName })).toBe(false);
    expect(showsPrice({ loggedIn: true, productTypeTypeName })).toBe(true);
  });

  it('shows package prices to everyone', () => {
    expect(showsPrice({ loggedIn: false, productTypeTypeName: 'package' })).toBe(true);
  });
});

describe('periodText', () => {
  it.each([
    ['PURCHASE_TYPE_SUBSCRIPTION', 1, 'MONTHS', 'Monthly subscription'],
    ['PURCHASE_TYPE_SUBSCRIPTION', 1, 'DAYS', 'Daily subscription'],
    ['PURCHASE_TYPE_SUBSCRIPTION', 3, 'MONTHS', 'For 3 Months'],
    ['PURCHASE_TYPE_TRANSACTIONAL', 10, 'MONTHS', 'For 10 Months'],
    ['PURCHASE_TYPE_TRANSACTIONAL', 1, 'MONTHS', 'For 1 Month'],
    ['PURCHASE_TYPE_TRANSACTIONAL', 1, 'DAYS', 'For 1 Day'],
    ['PURCHASE_TYPE_TRANSACTIONAL', 7, 'DAYS', 'For 7 Days'],
  ] as const)('%s of %s %s reads %j', (purchaseType, utilizationPeriod, utilizationPeriodUnit, text) => {
    expect(periodText(t, { purchaseType, utilizationPeriod, utilizationPeriodUnit })).toBe(text);
  });
});
