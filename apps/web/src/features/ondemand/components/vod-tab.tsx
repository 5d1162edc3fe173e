import type { SubType } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Viewer } from '@/shared/account/viewer';
import { FILTER_ALL } from '@/shared/catalogue/domain';
import { hasGenreFilter, hasLanguageFilter } from '@/shared/catalogue/on-demand';
import { Spinner } from '@/shared/ui/spinner';
import { genresQueryOptions } from '../api/genres';
import { languagesQueryOptions } from '../api/languages';
import { trendingQueryOptions } from '../api/trending';
import { TrendingCarousel } from './trending-carousel';
import { VodFilters } from './vod-filters';
import { VodGrid } from './vod-grid';
import styles from './vod-tab.module.css';

export interface VodTabProps {
  typeId: string;
  subType: SubType;
  viewer: Viewer;
}

/**
 * One On Demand tab: Language and Genre dropdowns (none for Premiere Movies; Genre only with two or more
 * genres), the Trending carousel and the grid. The grid does not wait for the dropdowns' lists; it is
 * shown once the carousel has loaded (or proved empty), so nothing moves under the reader.
 */
export function VodTab({ typeId, subType, viewer }: VodTabProps) {
  const [languageCode, setLanguageCode] = useState(FILTER_ALL);
  const [genreId, setGenreId] = useState(FILTER_ALL);
  const filtered = hasLanguageFilter(subType.typeName);
  const languages = useQuery({ ...languagesQueryOptions(subType.id), enabled: filtered });
  const genres = useQuery({ ...genresQueryOptions(subType.id), enabled: filtered });
  const genreShown = hasGenreFilter(subType.typeName, genres.data?.length ?? 0);
  const trendingSettled = !useQuery(trendingQueryOptions(subType.id, viewer.connectionId)).isPending;

  return (
    <div className={styles.tab}>
      {filtered && (
        <VodFilters
          languages={languages.data ?? []}
          genres={genreShown ? (genres.data ?? []) : null}
          languageCode={languageCode}
          genreId={genreId}
          onLanguageChange={setLanguageCode}
          onGenreChange={setGenreId}
        />
      )}
      {!trendingSettled && <Spinner />}
      <TrendingCarousel subTypeId={subType.id} viewer={viewer} />
      {/* Loads meanwhile, but shows with the carousel, so the carousel never pushes it down. */}
      <div hidden={!trendingSettled}>
        <VodGrid
          title={subType.displayName}
          filter={{
            typeId,
            subTypeId: subType.id,
            languageCode: filtered ? languageCode : FILTER_ALL,
            genreId: genreShown ? genreId : FILTER_ALL,
          }}
          viewer={viewer}
        />
      </div>
    </div>
  );
}
