import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { filterPackages, packageFilterOptions, showsPackageFilter } from './package-filter';

const monthly = { name: 'Monthly', purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION' } as const;
const oneOff = { name: 'One-off', purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL' } as const;
const unpriced = { name: 'Unpriced', purchaseType: null };

describe('package filter', () => {
  it('offers All, Subscriptional and Transactional when both kinds exist', () => {
    const options = packageFilterOptions([monthly, oneOff, unpriced]);
    expect(options).toEqual(['ALL', 'subscription', 'transactional']);
    expect(showsPackageFilter(options)).toBe(true);
    expect(options.map((option) => i18n.t(`catalogue.packageFilter.${option}`))).toEqual([
      'All',
      'Subscriptional',
      'Transactional',
    ]);
  });

  it.each([
    ['only subscriptions', [monthly], ['ALL', 'subscription']],
    ['only one-off packages', [oneOff], ['ALL', 'transactional']],
    ['no packages', [], ['ALL']],
  ] as const)('is hidden with %s', (_, packages, expected) => {
    const options = packageFilterOptions(packages);
    expect(options).toEqual(expected);
    expect(showsPackageFilter(options)).toBe(false);
  });

  it('groups packages by purchase type', () => {
    const packages = [monthly, oneOff, unpriced];
    expect(filterPackages(packages, 'ALL')).toEqual(packages);
    expect(filterPackages(packages, 'subscription')).toEqual([monthly]);
    expect(filterPackages(packages, 'transactional')).toEqual([oneOff]);
  });
});
