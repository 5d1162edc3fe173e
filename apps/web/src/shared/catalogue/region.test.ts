import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import type { ProductRegion } from './domain';
import { regionMessage } from './region';

const within = 'This can be only viewed within Sri Lanka';
const outside = 'This can only be viewed from outside of Sri Lanka.';

describe('regionMessage', () => {
  it.each([
    [['LK'], 'GB', within],
    [['LK'], null, within],
    [['LK'], 'LK', null],
    [['LK'], 'lk', null],
    [['INTERNATIONAL'], 'LK', outside],
    [['INTERNATIONAL'], null, outside],
    [['INTERNATIONAL'], 'AU', null],
    [[], 'GB', null],
    [['LK', 'INTERNATIONAL'], 'GB', null],
  ] satisfies [ProductRegion[], string | null, string | null][])(
    'regions %j seen from %s: %j',
    (regions, viewerCountry, message) => {
      expect(regionMessage(i18n.t, { regions, viewerCountry, productTypeTypeName: 'vod' })).toBe(message);
    },
  );

  it('never shows for devices', () => {
    expect(regionMessage(i18n.t, { regions: ['LK'], viewerCountry: 'GB', productTypeTypeName: 'screens' })).toBeNull();
  });
});
