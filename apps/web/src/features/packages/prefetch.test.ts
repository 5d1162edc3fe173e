import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchRouteData } from '@/shared/routing/route-prefetch';
import { writeStored } from '@/shared/session/storage';
import { product, productTypes, typeIdOf } from '@/testing/catalogue-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { packageDetailQueryOptions } from './api/package-detail';
import { publicPackagesQueryOptions } from './api/package-list';
import { packagesPageHandle } from './routes';

const packages = [product('p-lite', 'package', { name: 'PEO Lite' }), product('p-family', 'package')];
const routes = [{ children: [{ path: 'packages', handle: packagesPageHandle }] }];

function serve() {
  return mockFetch((path) => {
    if (path.endsWith('/product-types')) return jsonResponse(200, productTypes);
    if (path.includes('/all/active/by-type')) return jsonResponse(200, { items: packages, total: packages.length });
    if (path.endsWith('/products/p-family')) return jsonResponse(200, packages[1]);
    if (path.endsWith('/products/p-lite')) return jsonResponse(200, packages[0]);
    return jsonResponse(404, { message: 'not here' });
  });
}

describe('packages prefetch', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it("fills a visitor's package list and the details of the package the hash selects", async () => {
    const fetchMock = serve();
    window.location.hash = '#1';
    const queryClient = new QueryClient();
    prefetchRouteData(routes, '/packages', queryClient);

    await vi.waitFor(() => {
      expect(queryClient.getQueryData(packageDetailQueryOptions('p-family', null).queryKey)).toEqual(packages[1]);
    });
    expect(queryClient.getQueryData(publicPackagesQueryOptions(typeIdOf('package')).queryKey)).toEqual(packages);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('asks for nothing for a subscriber, whose list depends on the connection', () => {
    const fetchMock = serve();
    writeStored({ jwt: 'token' });
    prefetchRouteData(routes, '/packages', new QueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
