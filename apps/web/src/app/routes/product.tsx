import { ProductPage } from '@/features/catalogue/components/product-page';
import { PurchaseActions } from '@/features/purchase/components/purchase-actions';

/** '/products/{id}' and '/screen/{id}': the catalogue's product page with the purchase buttons. */
export function ProductRoute() {
  return <ProductPage PurchaseActions={PurchaseActions} />;
}
