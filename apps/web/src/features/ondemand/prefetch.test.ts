import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { prefetchRouteData } from '@/shared/routing/route-prefetch';
import { productTypes, typeIdOf } from '@/testing/catalogue-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { subTypesQueryOptions } from './api/sub-types';
import { ondemandRoutes } from './routes';
import { subType } from './testing/fixtures';

const subTypes = [subType('movie', 'Movies'), subType('teledrama', 'Teledramas')];
const routes = [{ children: ondemandRoutes }];

describe('On Demand prefetch', () => {
  it('fills the video sub types that make the tabs, whichever tab the address opens', async () => {
    const fetchMock = mockFetch((path) =>
      path.endsWith('/product-types') ? jsonResponse(200, productTypes) : jsonResponse(200, subTypes),
    );
    const queryClient = new QueryClient();
    prefetchRouteData(routes, '/ondemand/teledrama', queryClient);

    await vi.waitFor(() => {
      expect(queryClient.getQueryData(subTypesQueryOptions(typeIdOf('vod')).queryKey)).toEqual(subTypes);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
