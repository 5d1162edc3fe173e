import type { QueryClient } from '@tanstack/react-query';
import { bannersQueryOptions } from '@/shared/catalogue/api/get-banners';
import { productTypeIds, productTypesQueryOptions } from '@/shared/catalogue/api/get-product-types';
import { readSession } from '@/shared/session/session';
import { featuredProductsQueryOptions } from './api/get-featured-products';
import { FEATURED_TYPES } from './components/featured-groups';

/**
 * The first banner is the visitor landing's largest paint: its image is asked for as soon as it is known
 * (in the browser; a server render's page names it in its markup and hints).
 */
function warmImage(url: string): void {
  if (typeof window === 'undefined') return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}

async function prefetchFeatured(queryClient: QueryClient): Promise<void> {
  const typeIds = productTypeIds(await queryClient.fetchQuery(productTypesQueryOptions()), FEATURED_TYPES);
  if (typeIds.length > 0) await queryClient.prefetchQuery(featuredProductsQueryOptions(typeIds, null));
}

/**
 * A visitor's landing reads the banners, the product types and then the featured lists; the same
 * queries as BannerCarousel and FeaturedSections, started before they render. A subscriber's landing
 * depends on the connection's package and is left to the page. Failures are left to the page as well,
 * which shows them from its own queries.
 */
export async function prefetchVisitorLanding(queryClient: QueryClient): Promise<void> {
  if (readSession().loggedIn) return;
  const banners = queryClient.fetchQuery(bannersQueryOptions(null)).then((answer) => {
    if (answer[0]) warmImage(answer[0].imageURL);
  });
  await Promise.allSettled([banners, prefetchFeatured(queryClient)]);
}
