import { useEffect, useState } from 'react';

/** The part of a TanStack `useInfiniteQuery` result that paging needs; pass the result itself. */
export interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last next-page fetch failed: stop fetching on scroll until the user asks again. */
  isFetchNextPageError: boolean;
  /** Changes whenever a page arrives, which is when a still-visible end of the list asks for the next. */
  dataUpdatedAt: number;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
}

/**
 * Fetches the next page while the returned sentinel element is in (or within 400 px of) the viewport.
 * Fetching again after a page arrives with the sentinel still visible fills tall screens. Without
 * IntersectionObserver nothing happens here and the 'Load more' button does the work.
 */
export function useLoadMoreOnScroll({
  hasNextPage,
  isFetchingNextPage,
  isFetchNextPageError,
  dataUpdatedAt,
  fetchNextPage,
}: NextPageQuery) {
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: '0px 0px 400px 0px',
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: dataUpdatedAt re-runs the check when a page arrives, as a fast page may never render isFetchingNextPage.
  useEffect(() => {
    // cancelRefetch: false ignores a second call while a page is on its way instead of restarting it.
    if (inView && hasNextPage && !isFetchingNextPage && !isFetchNextPageError)
      void fetchNextPage({ cancelRefetch: false });
  }, [inView, hasNextPage, isFetchingNextPage, isFetchNextPageError, dataUpdatedAt, fetchNextPage]);

  return setSentinel;
}
