import type { ProductSummary } from '@selfcare/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { expiryDateText } from '@/shared/catalogue/expiry';
import { pendingRemovalNotes } from '@/shared/catalogue/purchase-status';
import { regionMessage } from '@/shared/catalogue/region';
import { kitTypeName } from '../rules/product-type';
import styles from './product-overview.module.css';
import type { Viewer } from './use-viewer';

/**
 * The viewer's country. The api has no IP-location answer for the portal, so viewers are taken to be in
 * Sri Lanka, where the service is sold.
 */
export const VIEWER_COUNTRY = 'LK';

/**
 * The notes under a product: 'You can enjoy this till …' for a completed one-off purchase, the
 * unsubscribed-content note (and re-subscribe hint) while pending removal, and the region limit.
 */
export function productNotes(t: TFunction, product: ProductSummary, viewer: Viewer): string[] {
  const notes: string[] = [];
  const oneOff = product.purchaseOption?.purchaseType === 'PURCHASE_TYPE_TRANSACTIONAL';
  if (viewer.loggedIn && oneOff && product.purchaseStatus === 'PURCHASE_COMPLETE' && product.billingEndDate) {
    notes.push(expiryDateText(t, product.billingEndDate));
  }
  if (viewer.loggedIn) {
    notes.push(
      ...pendingRemovalNotes(t, {
        purchaseStatus: product.purchaseStatus,
        billingEndDate: product.billingEndDate,
        connectionType: viewer.connectionType,
      }),
    );
  }
  const region = regionMessage(t, {
    regions: product.regions,
    viewerCountry: VIEWER_COUNTRY,
    productTypeTypeName: kitTypeName(product.productTypeTypeName),
  });
  if (region) notes.push(region);
  return notes;
}

export function ProductNotes({ product, viewer }: { product: ProductSummary; viewer: Viewer }) {
  const { t } = useTranslation();
  const notes = productNotes(t, product, viewer);
  if (notes.length === 0) return null;
  return (
    <div className={styles.notes}>
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}
