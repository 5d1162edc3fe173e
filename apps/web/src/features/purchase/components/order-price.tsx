import type { DiscountOption } from '@/shared/catalogue/discount';
import { useTranslation } from '@/shared/i18n/use-translation';
import { DiscountOffer } from '@/shared/ui/discount-offer';
import { PriceTag } from '@/shared/ui/price-tag';
import styles from './purchase.module.css';

export interface OrderPriceProps {
  /** The chosen option's price, before the discount. */
  optionPrice: number;
  /** After the discount in force. */
  price: number;
  discount: Pick<DiscountOption, 'discountType' | 'value' | 'durationType' | 'duration' | 'end'> | null;
  connectionType: number;
  /** The chosen option's period, as periodText() words it ('Monthly subscription', 'For 30 Days'). */
  period: string;
}

/**
 * The chosen option's price as the connection type shows it with its period, the original struck through
 * when discounted, and the discount with how long it lasts.
 */
export function OrderPrice({ optionPrice, price, discount, connectionType, period }: OrderPriceProps) {
  const { t } = useTranslation();
  return (
    <p className={styles.price}>
      <span className={styles.priceLabel}>{t('purchaseFlow.price.label')}</span>
      <PriceTag amount={price} originalAmount={optionPrice} connectionType={connectionType} period={period} />
      {discount && <DiscountOffer discount={discount} placement="modal" />}
    </p>
  );
}
