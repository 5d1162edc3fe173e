import type { ProductDetail } from '@selfcare/contracts';
import { useId } from 'react';
import type { Viewer } from '@/shared/account/viewer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CardGrid } from '@/shared/ui/card-grid';
import { EmptyState } from '@/shared/ui/empty-state';
import { ChannelCard } from './channel-card';

/** Where a bundle's channel is shown: the bundle's channel page, told which channel by the query. */
export function bundleChannelHref(bundleId: string, channelId: string): string {
  return `/channel-bundle/${encodeURIComponent(bundleId)}/channel?${new URLSearchParams({ channelId })}`;
}

/** The active channels of a bundle; the rest are not shown (spec 001 section 2). */
export function activeChannels(bundle: Pick<ProductDetail, 'channelsList'>) {
  return bundle.channelsList.filter((channel) => channel.status === 'PRODUCT_STATUS_ACTIVE');
}

/** The bundle's included channels, each linking to its page within the bundle. */
export function BundleChannels({ bundle, viewer }: { bundle: ProductDetail; viewer: Viewer }) {
  const { t } = useTranslation();
  const headingId = useId();
  const channels = activeChannels(bundle);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('content.bundle.channelsTitle')}</h2>
      {channels.length === 0 ? (
        <EmptyState>{t('content.bundle.noChannels')}</EmptyState>
      ) : (
        <CardGrid>
          {channels.map((channel) => (
            <ChannelCard
              key={channel.id}
              channel={channel}
              href={bundleChannelHref(bundle.id, channel.id)}
              viewer={viewer}
            />
          ))}
        </CardGrid>
      )}
    </section>
  );
}
