import { useParams } from 'react-router';
import { ProductOverview } from './product-overview';
import { ProductQueryView } from './product-query-view';
import { useProduct } from './use-product';

/** '/vod/{id}': a video's name, days to expire, image, description, PG rating and additional details. */
export function VodPage() {
  const { productId = '' } = useParams();
  const { viewer, sendHome, query } = useProduct(productId);
  return (
    <ProductQueryView query={query} sendHome={sendHome}>
      {(product) => <ProductOverview product={product} viewer={viewer} information />}
    </ProductQueryView>
  );
}
