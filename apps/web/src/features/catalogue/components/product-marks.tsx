import type { ProductSummary } from '@selfcare/contracts';
import type { Viewer } from '@/shared/account/viewer';
import { markedPurchaseOf, purchaseState } from '@/shared/catalogue/purchase-status';
import { ExpiryBadge } from '@/shared/ui/expiry-badge';
import { FreeTag, PurchasedMark } from '@/shared/ui/product-tags';
import styles from './product-overview.module.css';

/** The marks beside a product's name: 'Free' when bundled, the purchased mark, the days-to-expire badge. */
export function ProductMarks({ product, viewer }: { product: ProductSummary; viewer: Viewer }) {
  const purchaseType = product.purchaseOption?.purchaseType ?? null;
  const state = purchaseState({
    loggedIn: viewer.loggedIn,
    isBundled: product.isBundled,
    purchaseStatus: product.purchaseStatus,
    purchaseType,
    connectionType: viewer.connectionType,
  });
  const purchase = state.purchased ? markedPurchaseOf(product) : null;
  const expiry = viewer.loggedIn ? product.daysRemainingToExpire : null;
  if (!state.free && !purchase && expiry === null) return null;
  return (
    <p className={styles.marks}>
      {state.free && <FreeTag />}
      {purchase && <PurchasedMark purchase={purchase} />}
      <ExpiryBadge daysRemaining={expiry} />
    </p>
  );
}
