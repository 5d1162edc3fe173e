import { describe, expect, it } from 'vitest';
import { packageHash, selectedPackageIndex } from './package-selection';

const packages = [{ id: 'a1' }, { id: 'b2' }, { id: 'c3' }];

describe('selectedPackageIndex', () => {
  it('defaults to the first package', () => {
    expect(selectedPackageIndex('', packages)).toBe(0);
    expect(selectedPackageIndex('#', packages)).toBe(0);
  });

  it('reads an index hash', () => {
    expect(selectedPackageIndex('#2', packages)).toBe(2);
    expect(selectedPackageIndex(packageHash(1), packages)).toBe(1);
  });

  it('reads a package id hash from the landing page links', () => {
    expect(selectedPackageIndex('#c3', packages)).toBe(2);
  });

  it('falls back to the first for an index out of range or an unknown id', () => {
    expect(selectedPackageIndex('#3', packages)).toBe(0);
    expect(selectedPackageIndex('#-1', packages)).toBe(0);
    expect(selectedPackageIndex('#zz', packages)).toBe(0);
  });
});
