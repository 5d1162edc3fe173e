import { useParams } from 'react-router';
import { ProductOverview } from './product-overview';
import { ProductQueryView } from './product-query-view';
import { useProduct } from './use-product';

/**
 * '/products/{id}' and '/products/{id}/{purchasable}'. The purchasable flag and the purchaseOptionId /
 * dataBundle search part stay in the address for the purchase flow, which owns the buttons and modals.
 */
export function ProductPage() {
  const { productId = '' } = useParams();
  const { viewer, sendHome, query } = useProduct(productId);
  return (
    <ProductQueryView query={query} sendHome={sendHome}>
      {(product) => (
        <ProductOverview product={product} viewer={viewer} information={product.productTypeTypeName === 'vod'} />
      )}
    </ProductQueryView>
  );
}
