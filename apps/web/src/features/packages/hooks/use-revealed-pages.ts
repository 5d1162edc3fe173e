import { useCallback, useState } from 'react';
import type { NextPageQuery } from '@/shared/ui/use-load-more-on-scroll';

/**
 * Shows a loaded list a page at a time, the next page when the user scrolls to its end (the package
 * page's lazily loaded grids). The result plugs into the kit's InfiniteList like a paged query.
 */
export function useRevealedPages<Item>(items: readonly Item[], pageSize: number) {
  const [shown, setShown] = useState(pageSize);
  const fetchNextPage = useCallback(async () => setShown((count) => count + pageSize), [pageSize]);
  const query: NextPageQuery = {
    hasNextPage: shown < items.length,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    dataUpdatedAt: shown,
    fetchNextPage,
  };
  return { visible: items.slice(0, shown), query };
}
