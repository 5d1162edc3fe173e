import type { PurchaseType } from '@selfcare/contracts';
import type { PurchaseState } from '@/shared/catalogue/purchase-status';
import { FreeTag, PurchasedMark } from '@/shared/ui/product-tags';

/** 'Free' for a product that comes with the package, 'Subscribed' / 'Purchased' for a bought one. */
export function ProductMarks({ state, purchaseType }: { state: PurchaseState; purchaseType: PurchaseType | null }) {
  if (state.free) return <FreeTag />;
  if (state.purchased && purchaseType) return <PurchasedMark purchaseType={purchaseType} />;
  return null;
}
