import { describe, expect, it } from 'vitest';
import { basePackage, purchaseOption } from '../testing/fixtures';
import { packageChangeType, scheduledDowngrade } from './package-change';

const priced = (id: string, defaultPrice: number, currentPurchasedPackage = false) =>
  basePackage(id, { purchaseOption: purchaseOption({ defaultPrice }), currentPurchasedPackage });

const current = priced('family', 1390, true);

const status = {
  downgrade: true,
  pending: true,
  changeDate: '2025-08-01',
  newBasePackageId: '7a0c3f55-2a31-4c52-9d1e-0f0a7f6f3b11',
  name: 'PEO Lite',
  canDowngrade: false,
};

describe('packageChangeType', () => {
  it('offers UPGRADE at an equal or higher price', () => {
    expect(packageChangeType(priced('premium', 1390), current, false)).toBe('UPGRADE');
    expect(packageChangeType(priced('max', 1990), current, true)).toBe('UPGRADE');
  });

  it('offers DOWNGRADE below the current price only when the connection may downgrade', () => {
    expect(packageChangeType(priced('lite', 790), current, true)).toBe('DOWNGRADE');
    expect(packageChangeType(priced('lite', 790), current, false)).toBeNull();
  });

  it('compares the discounted price the card shows', () => {
    const discounted = basePackage('premium', {
      purchaseOption: purchaseOption({ defaultPrice: 1590 }),
      discountOptionGroup: {
        actualPrice: 1590,
        purchasePrice: 1290,
        discountOptions: [
          {
            id: '1d7d5a8e-52c4-4b8e-9a57-3c1f0f3c2a10',
            discountLevel: 'PRODUCT',
            discountType: 'AMOUNT',
            value: 300,
            duration: 1,
            durationType: 'MONTHS',
            start: '2025-01-01T00:00:00Z',
            end: null,
          },
        ],
      },
    });
    expect(packageChangeType(discounted, current, true)).toBe('DOWNGRADE');
  });

  it('offers no change to a one-off package, which would never renew', () => {
    const annual = basePackage('annual', {
      purchaseOption: purchaseOption({ defaultPrice: 8990, purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL' }),
    });
    const weekly = basePackage('weekly', {
      purchaseOption: purchaseOption({ defaultPrice: 249, purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL' }),
    });
    expect(packageChangeType(annual, current, true)).toBeNull();
    expect(packageChangeType(weekly, current, true)).toBeNull();
  });

  it('offers nothing for the current package, without a current one or without a price', () => {
    expect(packageChangeType(current, current, true)).toBeNull();
    expect(packageChangeType(priced('premium', 1990), undefined, true)).toBeNull();
    expect(packageChangeType(basePackage('free', { purchaseOption: null }), current, true)).toBeNull();
  });
});

describe('scheduledDowngrade', () => {
  it('is the package and date of a downgrade still waiting for its date', () => {
    expect(scheduledDowngrade(status)).toEqual({ name: 'PEO Lite', changeDate: '2025-08-01' });
  });

  it('is null when nothing waits', () => {
    expect(scheduledDowngrade(undefined)).toBeNull();
    expect(scheduledDowngrade({ ...status, pending: false })).toBeNull();
    expect(scheduledDowngrade({ ...status, downgrade: false })).toBeNull();
  });
});
