import { SvodPage } from '@/features/ondemand/components/svod-page';
import { PurchaseActions } from '@/features/purchase/components/purchase-actions';

/** '/svod/{id}': the on-demand SVOD page with the purchase buttons. */
export function SvodRoute() {
  return <SvodPage PurchaseActions={PurchaseActions} />;
}
