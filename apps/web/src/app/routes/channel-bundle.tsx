import { ChannelBundlePage } from '@/features/catalogue/components/channel-bundle-page';
import { PurchaseActions } from '@/features/purchase/components/purchase-actions';

/** '/channel-bundle/{id}': the catalogue's channel-bundle page with the purchase buttons. */
export function ChannelBundleRoute() {
  return <ChannelBundlePage PurchaseActions={PurchaseActions} />;
}
