import type { ProductPage, ProductSummary } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** A connection has a few screens products; one page holds them all. */
const SCREENS_PAGE_SIZE = 100;

/** The screens products as the connection sees them: bundled, purchased or on sale. */
export function getConnectionScreens(conid: string, screensTypeId: string, signal?: AbortSignal): Promise<ProductPage> {
  const query = new URLSearchParams({ conid, typeid: screensTypeId, pageSize: String(SCREENS_PAGE_SIZE) });
  return apiRequest<ProductPage>(`/billing/v1/billing/user-products/by-type?${query}`, { signal });
}

export function connectionScreensQueryOptions(conid: string, screensTypeId: string) {
  return queryOptions({
    queryKey: ['packages', 'screens', conid],
    queryFn: async ({ signal }): Promise<ProductSummary[]> =>
      (await getConnectionScreens(conid, screensTypeId, signal)).items,
  });
}
