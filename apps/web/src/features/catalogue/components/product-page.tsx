import { useParams, useSearchParams } from 'react-router';
import type { PurchaseActionsSlot } from '@/shared/catalogue/purchase-actions-slot';
import { ProductOverview } from './product-overview';
import { ProductQueryView } from './product-query-view';
import { useProduct } from './use-product';

/**
 * '/products/{id}' and '/products/{id}/{purchasable}'. The search part may carry purchaseOptionId (a
 * banner's offer: the purchase modal opens with it) and dataBundle=true (the data bundles page's link).
 * The purchase buttons are the app's to give (app/routes/product.tsx).
 */
export function ProductPage({ PurchaseActions }: { PurchaseActions: PurchaseActionsSlot }) {
  const { productId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { viewer, sendHome, query } = useProduct(productId);
  return (
    <ProductQueryView query={query} sendHome={sendHome}>
      {(product) => (
        <ProductOverview
          product={product}
          viewer={viewer}
          information={product.productTypeTypeName === 'vod'}
          purchase={
            <PurchaseActions
              product={product}
              viewer={viewer}
              dataBundle={searchParams.get('dataBundle') === 'true'}
              requestedOptionId={searchParams.get('purchaseOptionId')}
              includedIn={product.includedIn}
            />
          }
        />
      )}
    </ProductQueryView>
  );
}
