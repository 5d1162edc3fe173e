import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { prefetchRouteData } from '@/shared/routing/route-prefetch';
import { writeStored } from '@/shared/session/storage';
import { product } from '@/testing/catalogue-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { productQueryOptions } from './api/get-product';
import { productPageHandle } from './routes';

const title = product('v-1', 'vod', { name: 'Sihina Desa' });
const routes = [{ path: 'products/:productId/:purchasable?', handle: productPageHandle }];

describe('product page prefetch', () => {
  it("fills a visitor's product under the key the page reads", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, title));
    const queryClient = new QueryClient();
    prefetchRouteData(routes, '/products/v-1', queryClient);

    await vi.waitFor(() => expect(queryClient.getQueryData(productQueryOptions('v-1', null).queryKey)).toEqual(title));
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/products/v1/products/v-1');
  });

  it("leaves a subscriber's view of the product to the page", () => {
    const fetchMock = mockFetch(() => jsonResponse(200, title));
    writeStored({ jwt: 'token' });
    prefetchRouteData(routes, '/products/v-1', new QueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
