import type { ProductSummary } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { viewerLocationQueryOptions } from '@/shared/account/api/get-viewer-location';
import type { Viewer } from '@/shared/account/viewer';
import { expiryDateText } from '@/shared/catalogue/expiry';
import { pendingRemovalNotes } from '@/shared/catalogue/purchase-status';
import { regionMessage } from '@/shared/catalogue/region';
import type { TFunction } from '@/shared/i18n/translator';
import { useTranslation } from '@/shared/i18n/use-translation';
import { kitTypeName } from '../rules/product-type';
import styles from './product-overview.module.css';

/**
 * The notes under a product: 'You can enjoy this till …' for a completed one-off purchase, the
 * unsubscribed-content note (and re-subscribe hint) while pending removal, and the region limit for
 * where the api places the viewer (unknown when it cannot say, which shows the limit).
 */
export function productNotes(
  t: TFunction,
  product: ProductSummary,
  viewer: Viewer,
  location: { known: boolean; country: string | null },
): string[] {
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
  const region =
    location.known &&
    regionMessage(t, {
      regions: product.regions,
      viewerCountry: location.country,
      productTypeTypeName: kitTypeName(product.productTypeTypeName),
    });
  if (region) notes.push(region);
  return notes;
}

export function ProductNotes({ product, viewer }: { product: ProductSummary; viewer: Viewer }) {
  const { t } = useTranslation();
  const location = useQuery(viewerLocationQueryOptions());
  // Until the api has answered, a viewer at home would see a region warning flash and vanish.
  const notes = productNotes(t, product, viewer, {
    known: !location.isPending,
    country: location.data?.country ?? null,
  });
  if (notes.length === 0) return null;
  return (
    <div className={styles.notes}>
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}
