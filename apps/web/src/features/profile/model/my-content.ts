import type { ProductSummary, ProductTypeName } from '@selfcare/contracts';

export type ContentSectionName = 'additionalChannels' | 'onDemand' | 'svod' | 'promotionalPackages';

const sectionOf: Partial<Record<ProductTypeName, ContentSectionName>> = {
  channel: 'additionalChannels',
  channelbundle: 'additionalChannels',
  vod: 'onDemand',
  svod: 'svod',
  promotionalpackage: 'promotionalPackages',
};

/** The product types MY CONTENT reads with purchase marks: its sections plus extra screens. */
export const myContentTypes: readonly ProductTypeName[] = ['channel', 'channelbundle', 'vod', 'svod', 'screens'];

/** Bought on their own: what came with the package is not the subscriber's additional content. */
const ownPurchase = (product: ProductSummary) => product.isPurchased && !product.isBundled;

/** The purchased products by MY CONTENT section, in the order they came. */
export function contentSections(products: readonly ProductSummary[]): Record<ContentSectionName, ProductSummary[]> {
  const sections: Record<ContentSectionName, ProductSummary[]> = {
    additionalChannels: [],
    onDemand: [],
    svod: [],
    promotionalPackages: [],
  };
  for (const product of products.filter(ownPurchase)) {
    const section = sectionOf[product.productTypeTypeName];
    if (section) sections[section].push(product);
  }
  return sections;
}

/** Extra devices are the screens products bought on top of the package. */
export function additionalDevices(products: readonly ProductSummary[]): number {
  return products
    .filter((product) => ownPurchase(product) && product.productTypeTypeName === 'screens')
    .reduce((sum, product) => sum + (product.numberOfScreens ?? 0), 0);
}

/** Where an item of MY CONTENT goes (spec 002 section 2.2). */
export function contentHref(product: ProductSummary): string {
  const id = encodeURIComponent(product.id);
  switch (product.productTypeTypeName) {
    case 'svod':
      return `/svod/${id}`;
    case 'channelbundle':
      return `/channel-bundle/${id}`;
    case 'channel':
      return `/products/${id}/false`;
    case 'promotionalpackage':
      return `/promotions/packages/#${id}`;
    default:
      return `/products/${id}`;
  }
}
