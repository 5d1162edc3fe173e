import { useParams, useSearchParams } from 'react-router';
import type { PurchaseActionsSlot } from '@/shared/catalogue/purchase-actions-slot';
import { isChannelBundle } from '../rules/product-type';
import { BundleChannels } from './bundle-channels';
import { ProductOverview } from './product-overview';
import { ProductQueryView } from './product-query-view';
import { useProduct } from './use-product';

/**
 * '/channel-bundle/{id}': the bundle with its price and buttons, marks, notes and included active channels.
 * The purchase buttons are the app's to give (app/routes/channel-bundle.tsx).
 */
export function ChannelBundlePage({ PurchaseActions }: { PurchaseActions: PurchaseActionsSlot }) {
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
