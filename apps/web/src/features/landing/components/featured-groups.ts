import type { ProductSummary, ProductTypeName } from '@selfcare/contracts';

/** The product types of the landing page's featured sections, fetched together in one call. */
export const FEATURED_TYPES = [
  'channel',
  'channelbundle',
  'package',
  'vod',
  'svod',
] as const satisfies readonly ProductTypeName[];

/** Spec 000 section 9: visitors see up to 3 featured packages, subscribers 1; at most 3 featured svods. */
const PACKAGE_LIMIT = { visitor: 3, subscriber: 1 } as const;
const SVOD_LIMIT = 3;

export interface FeaturedGroups {
  channels: ProductSummary[];
  packages: ProductSummary[];
  onDemand: ProductSummary[];
  svods: ProductSummary[];
}

function ofTypes(products: readonly ProductSummary[], types: readonly ProductTypeName[]): ProductSummary[] {
  return products.filter((product) => types.includes(product.productTypeTypeName));
}

/** Splits the featured products into the landing sections, in the api's order, with the spec's limits. */
export function groupFeatured(
  products: readonly ProductSummary[],
  { loggedIn }: { loggedIn: boolean },
): FeaturedGroups {
  return {
    channels: ofTypes(products, ['channel', 'channelbundle']),
    packages: ofTypes(products, ['package']).slice(0, loggedIn ? PACKAGE_LIMIT.subscriber : PACKAGE_LIMIT.visitor),
    onDemand: ofTypes(products, ['vod']),
    svods: ofTypes(products, ['svod']).slice(0, SVOD_LIMIT),
  };
}
