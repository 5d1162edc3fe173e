import type { ProductSummary } from '@selfcare/contracts';
import { useId } from 'react';
import type { Viewer } from '@/shared/account/viewer';
import type { PurchaseActionsSlot } from '@/shared/catalogue/purchase-actions-slot';
import { PackageContents } from './package-contents';
import styles from './promotions.module.css';

export interface SelectedPackageProps {
  product: ProductSummary;
  conid: string | null;
  viewer: Viewer;
  /** The page's ?purchaseOptionId=, when the address names this package. */
  requestedOptionId: string | null;
  PurchaseActions: PurchaseActionsSlot;
}

/** The chosen package's name, description, purchase buttons and included content. */
export function SelectedPackage({ product, conid, viewer, requestedOptionId, PurchaseActions }: SelectedPackageProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.selected}>
      <h2 id={headingId} translate="no">
        {product.name}
      </h2>
      <p translate="no">{product.description}</p>
      <PurchaseActions product={product} viewer={viewer} requestedOptionId={requestedOptionId} />
      <PackageContents productId={product.id} conid={conid} />
    </section>
  );
}
