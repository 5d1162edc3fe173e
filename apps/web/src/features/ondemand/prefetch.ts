import type { QueryClient } from '@tanstack/react-query';
import { productTypeIdOf, productTypesQueryOptions } from '@/shared/catalogue/api/get-product-types';
import { subTypesQueryOptions } from './api/sub-types';

/**
 * On Demand reads the product types, then the video sub types that make its tabs (OnDemandPage), for
 * visitors and subscribers alike; both are asked for here while the page's chunks load. Failures are
 * left to the page, which shows them from its own queries.
 */
export function prefetchOnDemandTabs(queryClient: QueryClient): void {
  void queryClient
    .fetchQuery(productTypesQueryOptions())
    .then((types) => {
      const vodTypeId = productTypeIdOf(types, 'vod');
      if (vodTypeId !== null) return queryClient.prefetchQuery(subTypesQueryOptions(vodTypeId));
    })
    .catch(() => {});
}
