import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { product } from '../testing/fixtures';
import { defaultDeviceLabelKey, splitDevices } from './devices';

describe('splitDevices', () => {
  it('puts bundled screens under default and standalone ones under additional', () => {
    const bundled = product('three', 'screens', { isBundled: true, standalone: 'PURCHASE_MODE_BUNDLED' });
    const otherPackage = product('four', 'screens', { standalone: 'PURCHASE_MODE_BUNDLED' });
    const extra = product('plus1', 'screens');
    expect(splitDevices([bundled, otherPackage, extra])).toEqual({ defaults: [bundled], additional: [extra] });
  });
});

describe('defaultDeviceLabelKey', () => {
  it("reads 'Already Purchased' with a one-off package, else 'Already Subscribed'", () => {
    expect(i18n.t(defaultDeviceLabelKey('PURCHASE_TYPE_TRANSACTIONAL'))).toBe('Already Purchased');
    expect(i18n.t(defaultDeviceLabelKey('PURCHASE_TYPE_SUBSCRIPTION'))).toBe('Already Subscribed');
    expect(i18n.t(defaultDeviceLabelKey(null))).toBe('Already Subscribed');
  });
});
