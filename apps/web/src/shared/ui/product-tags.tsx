import { type MarkedPurchase, purchasedMarkText } from '@/shared/catalogue/purchase-status';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Badge } from './badge';
import styles from './product-tags.module.css';

/** The tag of a bundled product, which comes free with the subscriber's package. */
export function FreeTag() {
  const { t } = useTranslation();
  return <Badge tone="neutral">{t('catalogue.price.free')}</Badge>;
}

/**
 * The purchased mark: 'Subscribed' for a subscription, 'Purchased' for a one-off purchase, and
 * 'Unsubscribed: access until DD/MM/YYYY' for one pending removal, which is no longer a subscription,
 * and 'Paused until DD/MM/YYYY' for a paused one.
 */
export function PurchasedMark({ purchase }: { purchase: MarkedPurchase }) {
  const { t } = useTranslation();
  const text = purchasedMarkText(t, purchase);
  if (purchase.purchaseStatus === 'PURCHASE_PENDING_REMOVE' || purchase.pausedUntil) {
    return (
      <Badge tone="notice" className={styles.long}>
        {text}
      </Badge>
    );
  }
  return (
    <Badge tone="success">
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d="M2 6.5l2.5 2.5L10 3.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {text}
    </Badge>
  );
}
