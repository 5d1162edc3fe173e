import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import type { Viewer } from '@/shared/account/viewer';
import { cardHref } from '@/shared/catalogue/links';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CardGrid } from '@/shared/ui/card-grid';
import { EmptyState } from '@/shared/ui/empty-state';
import { InfiniteList } from '@/shared/ui/infinite-list';
import { SectionHeader } from '@/shared/ui/section-header';
import { Spinner } from '@/shared/ui/spinner';
import { type VodGridFilter, vodPageQueryOptions } from '../api/vod-page';
import { CatalogueCard } from './catalogue-card';
import { QueryError } from './query-error';

/** Cards above this index are likely in the first screenful on a phone. */
const EAGER_CARDS = 2;

export interface VodGridProps {
  /** The heading: the tab's display name. */
  title: string;
  filter: VodGridFilter;
  viewer: Viewer;
}

/** The tab's titles, a page at a time: more load as the end scrolls into view, or with 'Load more'. */
export function VodGrid({ title, filter, viewer }: VodGridProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useInfiniteQuery(vodPageQueryOptions(filter, viewer.connectionId));
  const titles = query.data?.pages.flatMap((page) => page.items) ?? [];

  let body: ReactNode;
  if (query.isPending) body = <Spinner />;
  else if (query.isError && titles.length === 0) body = <QueryError error={query.error} />;
  else if (titles.length === 0) body = <EmptyState>{t('ondemand.empty')}</EmptyState>;
  else
    body = (
      <InfiniteList query={query}>
        <CardGrid label={title}>
          {titles.map((product, index) => (
            <CatalogueCard
              key={product.id}
              product={product}
              href={cardHref('vod', product.id)}
              viewer={viewer}
              eager={index < EAGER_CARDS}
            />
          ))}
        </CardGrid>
        {query.isFetchNextPageError && <QueryError error={query.error} />}
      </InfiniteList>
    );

  return (
    <section aria-labelledby={headingId}>
      <SectionHeader title={title} id={headingId} />
      {body}
    </section>
  );
}
