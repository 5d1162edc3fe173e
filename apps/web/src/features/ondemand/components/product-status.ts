import type { ProductSummary } from '@selfcare/contracts';
import type { Viewer } from '@/shared/account/viewer';
import { type PurchaseState, purchaseState } from '@/shared/catalogue/purchase-status';
import { type ProductOffer, productOffer } from './product-offer';

export interface ProductStatus {
  state: PurchaseState;
  /** The offer to price, only for a subscriber who can still buy it (prices show only when logged in). */
  offer: ProductOffer | null;
}

type Described = Pick<ProductSummary, 'isBundled' | 'purchaseStatus' | 'purchaseOption' | 'discountOptionGroup'>;

/** What a card or page shows about owning and buying a product, for this viewer. */
export function productStatus(product: Described, viewer: Viewer): ProductStatus {
  const state = purchaseState({
    loggedIn: viewer.loggedIn,
    isBundled: product.isBundled,
    purchaseStatus: product.purchaseStatus,
    purchaseType: product.purchaseOption?.purchaseType ?? null,
    connectionType: viewer.connectionType,
  });
  const priced = viewer.loggedIn && viewer.connectionType !== null && !state.free && !state.purchased;
  return { state, offer: priced ? productOffer(product) : null };
}
