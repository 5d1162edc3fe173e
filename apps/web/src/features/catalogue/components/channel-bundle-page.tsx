import { useParams, useSearchParams } from 'react-router';
import { PurchaseActions } from '@/shared/purchase/components/purchase-actions';
import { isChannelBundle } from '../rules/product-type';
import { BundleChannels } from './bundle-channels';
import { ProductOverview } from './product-overview';
import { ProductQueryView } from './product-query-view';
import { useProduct } from './use-product';

/** '/channel-bundle/{id}': the bundle with its price and buttons, marks, notes and included active channels. */
export function ChannelBundlePage() {
  const { bundleId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { viewer, sendHome, query } = useProduct(bundleId);
  return (
    <ProductQueryView query={query} sendHome={sendHome} accepts={isChannelBundle}>
      {(bundle) => (
        <ProductOverview
          product={bundle}
          viewer={viewer}
          information={false}
          purchase={
            <PurchaseActions
              product={bundle}
              viewer={viewer}
              requestedOptionId={searchParams.get('purchaseOptionId')}
              includedIn={bundle.includedIn}
            />
          }
        >
          <BundleChannels bundle={bundle} viewer={viewer} />
        </ProductOverview>
      )}
    </ProductQueryView>
  );
}
