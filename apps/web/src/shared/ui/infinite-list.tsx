import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from './button';
import styles from './infinite-list.module.css';
import { type NextPageQuery, useLoadMoreOnScroll } from './use-load-more-on-scroll';
import { VisuallyHidden } from './visually-hidden';

export interface InfiniteListProps {
  /** The `useInfiniteQuery` result (or any object with its paging fields). */
  query: NextPageQuery;
  /** The items loaded so far, e.g. a CardGrid. */
  children: ReactNode;
}

/**
 * A list that loads its next page when the user scrolls near its end, with a 'Load more' button for
 * keyboard users and browsers without IntersectionObserver. Loading is announced politely.
 */
export function InfiniteList({ query, children }: InfiniteListProps) {
  const { t } = useTranslation();
  const sentinelRef = useLoadMoreOnScroll(query);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  return (
    <div className={styles.list}>
      {children}
      <div ref={sentinelRef} className={styles.sentinel} />
      <div aria-live="polite">
        <VisuallyHidden>{isFetchingNextPage ? t('catalogue.list.loadingMore') : ''}</VisuallyHidden>
      </div>
      {hasNextPage && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            aria-disabled={isFetchingNextPage}
            onClick={() => {
              if (!isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
            }}
          >
            {isFetchingNextPage ? t('catalogue.list.loadingMore') : t('catalogue.list.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
