import { describe, expect, it } from 'vitest';
import { isPortalPage, matchPagePath } from './portal-pages';

describe('matchPagePath', () => {
  it('matches fixed segments in any letter case, ignoring a trailing slash', () => {
    expect(matchPagePath('/packages', '/packages')).toEqual({});
    expect(matchPagePath('/packages', '/Packages/')).toEqual({});
    expect(matchPagePath('/', '/')).toEqual({});
    expect(matchPagePath('/packages', '/package')).toBeNull();
  });

  it('reads parameters, decoded, and leaves optional ones out when absent', () => {
    expect(matchPagePath('/products/:productId/:purchasable?', '/products/a%20b/false')).toEqual({
      productId: 'a b',
      purchasable: 'false',
    });
    expect(matchPagePath('/products/:productId/:purchasable?', '/products/1')).toEqual({ productId: '1' });
    expect(matchPagePath('/products/:productId/:purchasable?', '/products')).toBeNull();
    expect(matchPagePath('/products/:productId/:purchasable?', '/products/1/false/x')).toBeNull();
    expect(matchPagePath('/svod/:id', '/svod/%E0%A4')).toEqual({ id: '%E0%A4' });
  });
});

describe('isPortalPage', () => {
  it.each([
    '/',
    '/login',
    '/products/1/false',
    '/products/1',
    '/ondemand',
    '/ondemand/',
    '/ondemand/MVOD',
    '/svod/7/vods',
    '/promotions/packages',
    '/promotions/packages/3',
    '/channel-bundle/4/channel/',
    '/pwd_recovery/name=token',
    '/screen/9',
    '/existingcustomer',
    '/getconnection',
  ])('%s is a page of the route table', (path) => {
    expect(isPortalPage(path)).toBe(true);
  });

  it.each([
    '/no-such-page',
    '/no/such/page',
    '/products',
    '/ondemand/MVOD/more',
    '/gifts/1/2',
    '/screen',
    '/index.html',
  ])('%s is not', (path) => {
    expect(isPortalPage(path)).toBe(false);
  });
});
