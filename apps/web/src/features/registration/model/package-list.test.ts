import { describe, expect, it } from 'vitest';
import { product } from '@/testing/catalogue-fixtures';
import { extraScreens, packageChannels, packageIncludes, registrationPackageOrder } from './package-list';

describe('registrationPackageOrder', () => {
  it('reverses the list for types 6 and 7 only', () => {
    expect(registrationPackageOrder(['a', 'b', 'c'], 6)).toEqual(['c', 'b', 'a']);
    expect(registrationPackageOrder(['a', 'b', 'c'], 7)).toEqual(['c', 'b', 'a']);
    expect(registrationPackageOrder(['a', 'b', 'c'], 1)).toEqual(['a', 'b', 'c']);
    expect(registrationPackageOrder(['a', 'b', 'c'], null)).toEqual(['a', 'b', 'c']);
  });

  it('does not change the list it is given', () => {
    const list = ['a', 'b'];
    registrationPackageOrder(list, 7);
    expect(list).toEqual(['a', 'b']);
  });
});

describe('packageIncludes', () => {
  it('drops screens and channel bundles when channels exist', () => {
    const includes = packageIncludes([
      product('c1', 'channel'),
      product('b1', 'channelbundle'),
      product('s1', 'screens'),
      product('v1', 'vod'),
      product('sv1', 'svod'),
    ]);
    expect(Object.keys(includes)).toEqual(['channel', 'vod', 'svod']);
    expect(includes.channel?.map((item) => item.id)).toEqual(['c1']);
  });

  it('keeps a channel entry when only bundles exist', () => {
    const includes = packageIncludes([product('b1', 'channelbundle'), product('s1', 'screens')]);
    expect(Object.keys(includes)).toEqual(['channel']);
    expect(includes.channel?.map((item) => item.id)).toEqual(['b1']);
  });

  it('has no tabs for a package with only screens', () => {
    expect(packageIncludes([product('s1', 'screens')])).toEqual({});
  });
});

describe('package parts', () => {
  it('lists the channels and the extra screens', () => {
    const list = [product('c1', 'channel'), product('v1', 'vod'), product('s1', 'screens')];
    expect(packageChannels(list).map((item) => item.id)).toEqual(['c1']);
    expect(extraScreens(list).map((item) => item.id)).toEqual(['s1']);
  });
});
