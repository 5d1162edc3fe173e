import { PromotionalPackagesPage } from '@/features/promotions/components/promotional-packages-page';
import { PurchaseActions } from '@/features/purchase/components/purchase-actions';

/** '/promotions/packages[/{id}]': the promotional packages with the purchase buttons of the one shown. */
export function PromotionalPackagesRoute() {
  return <PromotionalPackagesPage PurchaseActions={PurchaseActions} />;
}
