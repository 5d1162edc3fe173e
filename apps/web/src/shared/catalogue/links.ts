import type { ProductTypeName } from './domain';

export interface BannerLinkInput {
  /** What the banner links to; null for an image-only banner. */
  type: 'vod' | 'channel' | 'databundle' | 'screens' | 'package' | 'svod' | null;
  productId: string | null;
  purchaseOptionId: string | null;
  redirectURL: string | null;
}

function withPurchaseOption(path: string, purchaseOptionId: string | null): string {
  return purchaseOptionId ? `${path}?purchaseOptionId=${encodeURIComponent(purchaseOptionId)}` : path;
}

/**
 * Where a banner goes, or null for a banner that is an image only (spec 000 section 2, spec 002 section
 * 2.3). Product banners go to the product page with the optional purchase option; others follow their
 * redirect URL inside the portal. Leading slashes are dropped so '//host' cannot leave the site.
 */
export function bannerHref({ type, productId, purchaseOptionId, redirectURL }: BannerLinkInput): string | null {
  if (type !== null && productId) {
    const id = encodeURIComponent(productId);
    if (type === 'package') return withPurchaseOption(`/promotions/packages/${id}`, purchaseOptionId);
    if (type === 'svod') return withPurchaseOption(`/svod/${id}`, purchaseOptionId);
    return withPurchaseOption(`/products/${id}`, purchaseOptionId);
  }
  const path = redirectURL?.trim().replace(/^[/\\]+/, '');
  return path ? `/${path}` : null;
}

/**
 * Where a catalogue card goes (spec 001 section 2): a channel bundle to '/channel-bundle/{id}', a channel
 * to '/products/{id}/false', a package to '/packages/#{id}', an svod to '/svod/{id}', a promotional
 * package to '/promotions/packages/{id}', a data bundle to its product page with the dataBundle flag,
 * an extra screen to '/screen/{id}' (spec 002 route table), anything else (vod) to '/products/{id}'.
 */
export function cardHref(productTypeTypeName: ProductTypeName, productId: string): string {
  const id = encodeURIComponent(productId);
  switch (productTypeTypeName) {
    case 'channelbundle':
      return `/channel-bundle/${id}`;
    case 'channel':
      return `/products/${id}/false`;
    case 'package':
      return `/packages/#${id}`;
    case 'svod':
      return `/svod/${id}`;
    case 'promotionalpackage':
      return `/promotions/packages/${id}`;
    case 'databundle':
      return `/products/${id}?dataBundle=true`;
    case 'screens':
      return `/screen/${id}`;
    default:
      return `/products/${id}`;
  }
}
