import type { MarkedPurchase, PurchaseState } from '@/shared/catalogue/purchase-status';
import { FreeTag, PurchasedMark } from '@/shared/ui/product-tags';

/**
 * 'Free' for a product that comes with the package; for a bought one 'Subscribed' / 'Purchased', or
 * 'Unsubscribed: access until ...' while it is being unsubscribed.
 */
export function ProductMarks({ state, purchase }: { state: PurchaseState; purchase: MarkedPurchase | null }) {
  if (state.free) return <FreeTag />;
  if (state.purchased && purchase) return <PurchasedMark purchase={purchase} />;
  return null;
}
