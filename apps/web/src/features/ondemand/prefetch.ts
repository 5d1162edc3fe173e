import type { QueryClient } from '@tanstack/react-query';
import { productTypeIdOf, productTypesQueryOptions } from '@/shared/catalogue/api/get-product-types';
import { FILTER_ALL } from '@/shared/catalogue/domain';
import { onDemandTabs, selectedOnDemandTab } from '@/shared/catalogue/on-demand';
import { locationHash } from '@/shared/routing/location-hash';
import { readSession } from '@/shared/session/session';
import { subTypesQueryOptions } from './api/sub-types';
import { trendingQueryOptions } from './api/trending';
import { vodPageQueryOptions } from './api/vod-page';

/**
 * On Demand reads the product types, then the video sub types that make its tabs (OnDemandPage), for
 * visitors and subscribers alike; both are asked for here while the page's chunks load. A visitor's
 * open tab then reads its Trending titles and the first page of its grid, unfiltered (VodTab): the grid's
 * first card is the page's largest paint on a phone. A subscriber's carry the connection's marks and are
 * left to the page. Failures are left to the page as well, which shows them
 * from its own queries.
 */
export async function prefetchOnDemandTabs(queryClient: QueryClient, params: { tab?: string }): Promise<void> {
  try {
    const types = await queryClient.fetchQuery(productTypesQueryOptions());
    const vodTypeId = productTypeIdOf(types, 'vod');
    if (vodTypeId === null) return;
    const subTypes = await queryClient.fetchQuery(subTypesQueryOptions(vodTypeId));
    if (readSession().loggedIn) return;
    const tabs = onDemandTabs(subTypes.filter((subType) => subType.active));
    const selected = selectedOnDemandTab(tabs, locationHash(), params.tab ?? '');
    if (!selected) return;
    const firstGridPage = { typeId: vodTypeId, subTypeId: selected.id, languageCode: FILTER_ALL, genreId: FILTER_ALL };
    await Promise.all([
      queryClient.prefetchQuery(trendingQueryOptions(selected.id, null)),
      queryClient.prefetchInfiniteQuery(vodPageQueryOptions(firstGridPage, null)),
    ]);
  } catch {
    // Shown by the page.
  }
}
