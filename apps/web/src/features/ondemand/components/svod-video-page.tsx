import type { ProductDetail } from '@selfcare/contracts';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { Viewer } from '@/shared/account/viewer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { EmptyState } from '@/shared/ui/empty-state';
import { ExpiryBadge } from '@/shared/ui/expiry-badge';
import { ProductMarks } from './product-marks';
import { activeChildren, svodVideosHref, videoAccess } from './svod-children';
import styles from './svod-detail.module.css';
import { SvodGate } from './svod-gate';

/** The child named by ?vodId=, or by a `vodId` in the navigation state. */
function useVideoId(): string | null {
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  const fromState: unknown = typeof state === 'object' && state !== null && 'vodId' in state ? state.vodId : null;
  return searchParams.get('vodId') ?? (typeof fromState === 'string' ? fromState : null);
}

function SvodVideo({ svod, viewer }: { svod: ProductDetail; viewer: Viewer }) {
  const { t } = useTranslation();
  const videoId = useVideoId();
  const video = activeChildren(svod).find((child) => child.id === videoId);
  const back = (
    <Link className={styles.back} to={svodVideosHref(svod.id)}>
      {t('ondemand.svod.allVideos')}
    </Link>
  );
  if (!video) {
    return (
      <>
        {back}
        <h1 translate="no">{svod.name}</h1>
        <EmptyState>{t('ondemand.svod.videoNotFound')}</EmptyState>
      </>
    );
  }
  const access = videoAccess(svod, video, viewer);
  return (
    <>
      <title>{t('ondemand.pageTitle.svod', { name: video.name })}</title>
      {back}
      <article className={styles.product}>
        {/* The heading next to it names what the image shows. */}
        <img className={styles.image} src={video.imageURL} alt="" width={640} height={360} />
        <div className={styles.info}>
          <h1 translate="no">{video.name}</h1>
          <ProductMarks state={access.state} purchase={access.purchase} />
          <ExpiryBadge daysRemaining={access.daysRemaining} />
          <p translate="no">{video.description}</p>
        </div>
      </article>
    </>
  );
}

/** '/svod/{id}/vod?vodId=': one child video with its expiry countdown and purchased mark. */
export function SvodVideoPage() {
  return <SvodGate>{(svod, viewer) => <SvodVideo svod={svod} viewer={viewer} />}</SvodGate>;
}
