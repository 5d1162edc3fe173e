import type { ConnectionTypeCode, PurchaseOption } from '@selfcare/contracts';
import { periodText } from '@/shared/catalogue/price';
import { useTranslation } from '@/shared/i18n/use-translation';
import { DiscountOffer } from '@/shared/ui/discount-offer';
import { PriceTag } from '@/shared/ui/price-tag';
import styles from './price-box.module.css';
import type { ProductOffer } from './product-offer';

export interface PriceBoxProps {
  offer: ProductOffer;
  purchaseOption: PurchaseOption;
  connectionType: ConnectionTypeCode;
}

/** The product page's price: amount by connection type, its period, and the discount with its validity. */
export function PriceBox({ offer, purchaseOption, connectionType }: PriceBoxProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.box} aria-label={t('ondemand.svod.price')}>
      <PriceTag
        amount={offer.amount}
        originalAmount={offer.originalAmount}
        connectionType={connectionType}
        period={periodText(t, { purchaseType: purchaseOption.purchaseType, ...purchaseOption.utilization })}
      />
      {offer.discount && (
        <p className={styles.discount}>
          <DiscountOffer discount={offer.discount} />
        </p>
      )}
    </section>
  );
}
