import type { ProductSummary } from '@selfcare/contracts';
import { useTranslation } from '@/shared/i18n/use-translation';
import { InfiniteList } from '@/shared/ui/infinite-list';
import { useRevealedPages } from '../hooks/use-revealed-pages';
import { ContentGrid } from './content-grid';

/** Cards shown at first and added per scroll to the end of the grid. */
export const VOD_PAGE_SIZE = 12;

/** The vod tab: the package's videos, a page at a time as the user scrolls to the bottom. */
export function VodPanel({ vods }: { vods: readonly ProductSummary[] }) {
  const { t } = useTranslation();
  const { visible, query } = useRevealedPages(vods, VOD_PAGE_SIZE);
  return (
    <InfiniteList query={query}>
      <ContentGrid items={visible} label={t('packages.tabs.vod')} />
    </InfiniteList>
  );
}
