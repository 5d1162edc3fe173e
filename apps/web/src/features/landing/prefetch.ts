import type { QueryClient } from '@tanstack/react-query';
import { productTypeIds, productTypesQueryOptions } from '@/shared/catalogue/api/get-product-types';
import { readSession } from '@/shared/session/session';
import { bannersQueryOptions } from './api/get-banners';
import { featuredProductsQueryOptions } from './api/get-featured-products';
import { FEATURED_TYPES } from './components/featured-groups';

/** The first banner is the visitor landing's largest paint: its image is asked for as soon as it is known. */
function warmImage(url: string): void {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}

/**
 * A visitor's landing reads the banners, the product types and then the featured lists; the same
 * queries as BannerCarousel and FeaturedSections, started before they render. A subscriber's landing
 * depends on the connection's package and is left to the page. Failures are left to the page as well,
 * which shows them from its own queries.
 */
export function prefetchVisitorLanding(queryClient: QueryClient): void {
  if (readSession().loggedIn) return;
  void queryClient
    .fetchQuery(bannersQueryOptions(null))
    .then((banners) => banners[0] && warmImage(banners[0].imageURL))
    .catch(() => {});
  void queryClient
    .fetchQuery(productTypesQueryOptions())
    .then((types) => {
      const typeIds = productTypeIds(types, FEATURED_TYPES);
      if (typeIds.length > 0) return queryClient.prefetchQuery(featuredProductsQueryOptions(typeIds, null));
    })
    .catch(() => {});
}
