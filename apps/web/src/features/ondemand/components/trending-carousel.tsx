import { useQuery } from '@tanstack/react-query';
import type { Viewer } from '@/shared/account/viewer';
import { cardHref } from '@/shared/catalogue/links';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Carousel } from '@/shared/ui/carousel';
import { SectionHeader } from '@/shared/ui/section-header';
import { trendingQueryOptions } from '../api/trending';
import { CatalogueCard } from './catalogue-card';
import { QueryError } from './query-error';

/** The tab's Trending titles; a tab without any shows no carousel (spec 001 "Catalogue grouping rules"). */
export function TrendingCarousel({ subTypeId, viewer }: { subTypeId: string; viewer: Viewer }) {
  const { t } = useTranslation();
  const { data: titles, error } = useQuery(trendingQueryOptions(subTypeId, viewer.connectionId));
  if (error) return <QueryError error={error} />;
  if (!titles || titles.length === 0) return null;
  const title = t('ondemand.trending');
  // The carousel is the landmark, named Trending; the section around it only groups it with its heading.
  return (
    <section>
      <SectionHeader title={title} />
      <Carousel label={title}>
        {titles.map((product) => (
          <CatalogueCard key={product.id} product={product} href={cardHref('vod', product.id)} viewer={viewer} eager />
        ))}
      </Carousel>
    </section>
  );
}
