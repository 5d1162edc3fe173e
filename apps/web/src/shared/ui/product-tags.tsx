import type { PurchaseType } from '@/shared/catalogue/domain';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Badge } from './badge';

/** The tag of a bundled product, which comes free with the subscriber's package. */
export function FreeTag() {
  const { t } = useTranslation();
  return <Badge tone="neutral">{t('catalogue.price.free')}</Badge>;
}

/** The purchased mark: 'Subscribed' for a subscription, 'Purchased' for a one-off purchase. */
export function PurchasedMark({ purchaseType }: { purchaseType: PurchaseType }) {
  const { t } = useTranslation();
  return (
    <Badge tone="success">
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d="M2 6.5l2.5 2.5L10 3.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {purchaseType === 'PURCHASE_TYPE_SUBSCRIPTION'
        ? t('catalogue.purchase.subscribed')
        : t('catalogue.purchase.purchased')}
    </Badge>
  );
}
