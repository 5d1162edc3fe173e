import type { DiscountOption } from '@/shared/catalogue/discount';
import { useTranslation } from '@/shared/i18n/use-translation';
import { DiscountBadge } from '@/shared/ui/discount-badge';
import { PriceTag } from '@/shared/ui/price-tag';
import styles from './purchase.module.css';

export interface OrderPriceProps {
  /** The chosen option's price, before the discount. */
  optionPrice: number;
  /** After the discount in force. */
  price: number;
  discount: Pick<DiscountOption, 'discountType' | 'value'> | null;
  connectionType: number;
}

/** The chosen option's price as the connection type shows it, the original struck through when discounted. */
export function OrderPrice({ optionPrice, price, discount, connectionType }: OrderPriceProps) {
  const { t } = useTranslation();
  return (
    <p className={styles.price}>
      <span className={styles.priceLabel}>{t('purchaseFlow.price.label')}</span>
      <PriceTag amount={price} originalAmount={optionPrice} connectionType={connectionType} />
      {discount && <DiscountBadge discount={discount} placement="modal" />}
    </p>
  );
}
