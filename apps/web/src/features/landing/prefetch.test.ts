import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bannersQueryOptions } from '@/shared/catalogue/api/get-banners';
import { productTypeIds, productTypesQueryOptions } from '@/shared/catalogue/api/get-product-types';
import { prefetchRouteData } from '@/shared/routing/route-prefetch';
import { writeStored } from '@/shared/session/storage';
import { banner, product, productTypes } from '@/testing/catalogue-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { featuredProductsQueryOptions } from './api/get-featured-products';
import { FEATURED_TYPES } from './components/featured-groups';
import { landingRoutes } from './routes';

const banners = [banner('welcome', { title: 'Welcome to PEOTVGO' })];
const featured = [product('ch1', 'channel', { name: 'Rupavahini' })];

function serve() {
  return mockFetch((path) => {
    if (path.endsWith('/product-types')) return jsonResponse(200, productTypes);
    if (path.includes('/by-product-types-and-tags')) return jsonResponse(200, featured);
    if (path.includes('/all/banners')) return jsonResponse(200, banners);
    return jsonResponse(404, { message: 'not here' });
  });
}

const routes = [{ children: landingRoutes }];

describe('landing prefetch', () => {
  let warmed: string[];

  beforeEach(() => {
    warmed = [];
    // jsdom does not fetch images; record what the prefetch asks for instead.
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation((url: string) => {
      warmed.push(url);
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("fills a visitor's landing queries, under the keys the page reads, and asks for the first banner image", async () => {
    const fetchMock = serve();
    const queryClient = new QueryClient();
    prefetchRouteData(routes, '/', queryClient);

    const typeIds = productTypeIds(productTypes, FEATURED_TYPES);
    await vi.waitFor(() => {
      expect(queryClient.getQueryData(featuredProductsQueryOptions(typeIds, null).queryKey)).toEqual(featured);
    });
    expect(queryClient.getQueryData(bannersQueryOptions(null).queryKey)).toEqual(banners);
    expect(queryClient.getQueryData(productTypesQueryOptions().queryKey)).toEqual(productTypes);
    await vi.waitFor(() => expect(warmed).toEqual([banners[0]?.imageURL]));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('asks for nothing on other pages or for a subscriber', () => {
    const fetchMock = serve();
    prefetchRouteData(routes, '/packages', new QueryClient());
    writeStored({ jwt: 'token' });
    prefetchRouteData(routes, '/', new QueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
