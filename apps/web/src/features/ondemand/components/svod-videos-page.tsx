import type { ProductDetail } from '@selfcare/contracts';
import { Link } from 'react-router';
import type { Viewer } from '@/shared/account/viewer';
import { cardHref } from '@/shared/catalogue/links';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CardGrid } from '@/shared/ui/card-grid';
import { EmptyState } from '@/shared/ui/empty-state';
import { CatalogueCard } from './catalogue-card';
import { activeChildren, svodVideoHref } from './svod-children';
import styles from './svod-detail.module.css';
import { SvodGate } from './svod-gate';

/** Cards likely in the first screenful load their image at once. */
const EAGER_CARDS = 4;

function SvodVideos({ svod, viewer }: { svod: ProductDetail; viewer: Viewer }) {
  const { t } = useTranslation();
  const videos = activeChildren(svod);
  const heading = t('ondemand.svod.videosOf', { name: svod.name });
  return (
    <>
      <title>{t('ondemand.pageTitle.svod', { name: svod.name })}</title>
      <Link className={styles.back} to={cardHref('svod', svod.id)}>
        {t('ondemand.svod.backTo', { name: svod.name })}
      </Link>
      <h1>{heading}</h1>
      {videos.length === 0 ? (
        <EmptyState>{t('ondemand.empty')}</EmptyState>
      ) : (
        <CardGrid label={heading}>
          {videos.map((video, index) => (
            <CatalogueCard
              key={video.id}
              product={video}
              href={svodVideoHref(svod.id, video.id)}
              viewer={viewer}
              eager={index < EAGER_CARDS}
            />
          ))}
        </CardGrid>
      )}
    </>
  );
}

/** '/svod/{id}/vods': the SVOD's child videos, each leading to its video page. */
export function SvodVideosPage() {
  return <SvodGate>{(svod, viewer) => <SvodVideos svod={svod} viewer={viewer} />}</SvodGate>;
}
