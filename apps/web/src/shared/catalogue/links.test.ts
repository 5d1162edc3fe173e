import { describe, expect, it } from 'vitest';
import type { ProductTypeName } from './domain';
import { type BannerLinkInput, bannerHref, cardHref } from './links';

const banner: BannerLinkInput = { type: null, productId: null, purchaseOptionId: null, redirectURL: null };

describe('bannerHref', () => {
  it.each(['vod', 'channel', 'databundle', 'screens'] as const)('links a %s banner to the product page', (type) => {
    expect(bannerHref({ ...banner, type, productId: 'p1' })).toBe('/products/p1');
    expect(bannerHref({ ...banner, type, productId: 'p1', purchaseOptionId: 'po1' })).toBe(
      '/products/p1?purchaseOptionId=po1',
    );
  });

  it('links a package banner to the promotional package', () => {
    expect(bannerHref({ ...banner, type: 'package', productId: 'p2', purchaseOptionId: 'po2' })).toBe(
      '/promotions/packages/p2?purchaseOptionId=po2',
    );
    expect(bannerHref({ ...banner, type: 'package', productId: 'p2' })).toBe('/promotions/packages/p2');
  });

  it('links an svod banner to the svod page', () => {
    expect(bannerHref({ ...banner, type: 'svod', productId: 'p3', purchaseOptionId: 'po3' })).toBe(
      '/svod/p3?purchaseOptionId=po3',
    );
  });

  it.each([
    ['promotions', '/promotions'],
    ['/gifts', '/gifts'],
    ['//evil.example/path', '/evil.example/path'],
    ['\\\\evil.example', '/evil.example'],
  ])('follows the redirect URL %j inside the portal', (redirectURL, href) => {
    expect(bannerHref({ ...banner, redirectURL })).toBe(href);
  });

  it.each([
    ['no product and no redirect', banner],
    ['a blank redirect', { ...banner, redirectURL: '  ' }],
    ['a type without a product', { ...banner, type: 'vod' as const }],
  ])('is an image only with %s', (_, input) => {
    expect(bannerHref(input)).toBeNull();
  });

  it('escapes ids', () => {
    expect(bannerHref({ ...banner, type: 'vod', productId: 'a/b', purchaseOptionId: 'x&y' })).toBe(
      '/products/a%2Fb?purchaseOptionId=x%26y',
    );
  });
});

describe('cardHref', () => {
  it.each([
    ['channelbundle', '/channel-bundle/42'],
    ['channel', '/products/42/false'],
    ['vod', '/products/42'],
    ['screens', '/screen/42'],
    ['databundle', '/products/42?dataBundle=true'],
    ['package', '/packages/#42'],
    ['svod', '/svod/42'],
    ['promotionalpackage', '/promotions/packages/42'],
  ] satisfies [ProductTypeName, string][])('sends a %s card to %s', (type, href) => {
    expect(cardHref(type, '42')).toBe(href);
  });
});
