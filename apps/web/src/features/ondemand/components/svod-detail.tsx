import type { ProductDetail } from '@selfcare/contracts';
import { useId } from 'react';
import type { Viewer } from '@/shared/account/viewer';
import type { PurchaseActionsSlot } from '@/shared/catalogue/purchase-actions-slot';
import { markedPurchaseOf, pendingRemovalNotes } from '@/shared/catalogue/purchase-status';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CardGrid } from '@/shared/ui/card-grid';
import { EmptyState } from '@/shared/ui/empty-state';
import { SectionHeader } from '@/shared/ui/section-header';
import { CatalogueCard } from './catalogue-card';
import { PriceBox } from './price-box';
import { ProductMarks } from './product-marks';
import { productOffer } from './product-offer';
import { productStatus } from './product-status';
import { activeChildren, svodVideosHref } from './svod-children';
import styles from './svod-detail.module.css';

export interface SvodDetailProps {
  svod: ProductDetail;
  viewer: Viewer;
  /** The page's ?purchaseOptionId=. */
  requestedOptionId: string | null;
  PurchaseActions: PurchaseActionsSlot;
}

/**
 * Name, marks, description, the price box and purchase buttons for subscribers, the unsubscribe notice
 * and 'Content this month'.
 */
export function SvodDetail({ svod, viewer, requestedOptionId, PurchaseActions }: SvodDetailProps) {
  const { t } = useTranslation();
  const contentId = useId();
  const { state } = productStatus(svod, viewer);
  // Subscribers see what they pay even once subscribed; the discount goes once the purchase is complete.
  const offer = viewer.loggedIn && !state.free ? productOffer(svod) : null;
  const notes = pendingRemovalNotes(t, {
    purchaseStatus: svod.purchaseStatus,
    billingEndDate: svod.billingEndDate,
    connectionType: viewer.connectionType,
  });
  const children = activeChildren(svod);

  return (
    <>
      <title>{t('ondemand.pageTitle.svod', { name: svod.name })}</title>
      <article className={styles.product}>
        {/* The heading next to it names what the image shows. */}
        <img className={styles.image} src={svod.imageURL} alt="" width={640} height={360} />
        <div className={styles.info}>
          <h1 translate="no">{svod.name}</h1>
          <ProductMarks state={state} purchase={markedPurchaseOf(svod)} />
          <p translate="no">{svod.description}</p>
          {offer && svod.purchaseOption && viewer.connectionType !== null && (
            <PriceBox offer={offer} purchaseOption={svod.purchaseOption} connectionType={viewer.connectionType} />
          )}
          <PurchaseActions
            product={svod}
            viewer={viewer}
            requestedOptionId={requestedOptionId}
            includedIn={svod.includedIn}
          />
          {notes.map((note) => (
            <p key={note} className={styles.notice}>
              {note}
            </p>
          ))}
        </div>
      </article>
      <section aria-labelledby={contentId} className={styles.content}>
        <SectionHeader title={t('ondemand.svod.contentThisMonth')} id={contentId} />
        {children.length === 0 ? (
          <EmptyState>{t('ondemand.empty')}</EmptyState>
        ) : (
          <CardGrid label={t('ondemand.svod.contentThisMonth')}>
            {children.map((child) => (
              <CatalogueCard key={child.id} product={child} href={svodVideosHref(svod.id)} viewer={viewer} />
            ))}
          </CardGrid>
        )}
      </section>
    </>
  );
}
