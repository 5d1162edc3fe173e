import type { ProductPage } from '@selfcare/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { CATALOGUE_STALE_TIME } from './cache';

/**
 * Titles per request. The spec leaves the value out; a small page keeps the first paint quick, and the
 * grid keeps asking while its end is on screen, so tall screens still fill.
 */
export const VOD_PAGE_SIZE = 4;

export interface VodGridFilter {
  typeId: string;
  subTypeId: string;
  /** 'ALL' or a language code. */
  languageCode: string;
  /** 'ALL' or a genre id. */
  genreId: string;
}

/**
 * One page of a tab's grid: the public list for visitors, the connection's list (with purchase marks)
 * when logged in. Both take the filters as given, 'ALL' meaning no filter.
 */
export function getVodPage(
  filter: VodGridFilter,
  conid: string | null,
  page: number,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const query = new URLSearchParams({
    typeid: filter.typeId,
    subtypeid: filter.subTypeId,
    languageCode: filter.languageCode,
    genreId: filter.genreId,
    page: String(page),
    pageSize: String(VOD_PAGE_SIZE),
  });
  if (conid) {
    query.set('conid', conid);
    return apiRequest<ProductPage>(`/billing/v1/billing/user-products/by-type?${query}`, { signal });
  }
  return apiRequest<ProductPage>(`/products/v1/products/all/active/by-type?${query}`, { signal });
}

/** The next page while the pages so far hold fewer titles than the total. */
export function nextVodPage(lastPage: ProductPage, pages: readonly ProductPage[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.items.length, 0);
  return loaded < lastPage.total && lastPage.items.length > 0 ? lastPage.page + 1 : undefined;
}

export function vodPageQueryOptions(filter: VodGridFilter, conid: string | null) {
  return infiniteQueryOptions({
    queryKey: ['ondemand', 'vods', filter, conid],
    queryFn: ({ pageParam, signal }) => getVodPage(filter, conid, pageParam, signal),
    staleTime: CATALOGUE_STALE_TIME,
    initialPageParam: 1,
    getNextPageParam: nextVodPage,
  });
}
