import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { prefetchRouteData } from '@/shared/routing/route-prefetch';
import { productTypes, typeIdOf } from '@/testing/catalogue-fixtures';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { subTypesQueryOptions } from './api/sub-types';
import { trendingQueryOptions } from './api/trending';
import { vodPageQueryOptions } from './api/vod-page';
import { ondemandRoutes } from './routes';
import { subType } from './testing/fixtures';

const subTypes = [subType('movie', 'Movies'), subType('teledrama', 'Teledramas')];
const routes = [{ children: ondemandRoutes }];

describe('On Demand prefetch', () => {
  it("fills the video sub types that make the tabs, and a visitor's open tab's Trending titles and first grid page", async () => {
    const gridPage = { items: [], page: 1, pageSize: 4, total: 0 };
    const fetchMock = mockFetch((path) => {
      if (path.endsWith('/product-types')) return jsonResponse(200, productTypes);
      if (path.endsWith('/trending')) return jsonResponse(200, []);
      if (path.includes('/all/active/by-type?')) return jsonResponse(200, gridPage);
      return jsonResponse(200, subTypes);
    });
    const queryClient = new QueryClient();
    await prefetchRouteData(routes, '/ondemand/teledrama', queryClient);

    expect(queryClient.getQueryData(subTypesQueryOptions(typeIdOf('vod')).queryKey)).toEqual(subTypes);
    // An unknown tab segment opens the first tab.
    expect(queryClient.getQueryData(trendingQueryOptions('sub-movie', null).queryKey)).toEqual([]);
    const unfiltered = { typeId: typeIdOf('vod'), subTypeId: 'sub-movie', languageCode: 'ALL', genreId: 'ALL' };
    expect(queryClient.getQueryData(vodPageQueryOptions(unfiltered, null).queryKey)).toEqual({
      pages: [gridPage],
      pageParams: [1],
    });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
