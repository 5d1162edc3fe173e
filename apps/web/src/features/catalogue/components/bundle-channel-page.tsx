import type { ProductDetail } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Viewer } from '@/shared/account/viewer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { productQueryOptions } from '../api/get-product';
import { isChannelBundle } from '../rules/product-type';
import { activeChannels, BundleChannels } from './bundle-channels';
import { ProductOverview } from './product-overview';
import { ProductQueryView } from './product-query-view';
import { useProduct } from './use-product';

/**
 * '/channel-bundle/{id}/channel?channelId=…': one channel of a bundle. Without a channel id, or with one
 * the bundle does not include, it falls back to the bundle's channel list to choose from.
 */
export function BundleChannelPage() {
  const { bundleId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const channelId = searchParams.get('channelId');
  const { viewer, sendHome, query } = useProduct(bundleId);
  return (
    <ProductQueryView query={query} sendHome={sendHome} accepts={isChannelBundle}>
      {(bundle) =>
        channelId && activeChannels(bundle).some((channel) => channel.id === channelId) ? (
          <BundleChannel bundle={bundle} channelId={channelId} viewer={viewer} />
        ) : (
          <ChooseChannel bundle={bundle} viewer={viewer} />
        )
      }
    </ProductQueryView>
  );
}

function BackToBundle({ bundle }: { bundle: ProductDetail }) {
  const { t } = useTranslation();
  return (
    <p>
      <Link to={`/channel-bundle/${encodeURIComponent(bundle.id)}`}>
        {t('content.bundle.backToBundle', { name: bundle.name })}
      </Link>
    </p>
  );
}

function BundleChannel({ bundle, channelId, viewer }: { bundle: ProductDetail; channelId: string; viewer: Viewer }) {
  const query = useQuery(productQueryOptions(channelId, viewer.connectionId));
  return (
    <ProductQueryView query={query} sendHome={false}>
      {(channel) => (
        <ProductOverview product={channel} viewer={viewer} information before={<BackToBundle bundle={bundle} />} />
      )}
    </ProductQueryView>
  );
}

function ChooseChannel({ bundle, viewer }: { bundle: ProductDetail; viewer: Viewer }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('content.pageTitle.product', { name: bundle.name })}</title>
      <h1 translate="no">{bundle.name}</h1>
      <BackToBundle bundle={bundle} />
      <p>{t('content.bundle.channelMissing')}</p>
      <BundleChannels bundle={bundle} viewer={viewer} />
    </>
  );
}
