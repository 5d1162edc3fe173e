import { priceText } from '@/shared/catalogue/price';
import { formatMoney } from '@/shared/format/money';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './price-tag.module.css';
import { VisuallyHidden } from './visually-hidden';

export interface PriceTagProps {
  amount: number;
  /** The viewer's connection type code (1-7); null for visitors. Decides 'Rs. x', 'Rs. x +tax' or 'Rs. x plus taxes'. */
  connectionType: number | null;
  /** The price before a discount, shown struck through when it is higher than `amount`. */
  originalAmount?: number;
  /** A period line such as periodText() gives: 'Monthly subscription', 'For 10 Months'. */
  period?: string;
}

/** A price line. Screen readers hear which figure is the original and which the discounted price. */
export function PriceTag({ amount, connectionType, originalAmount, period }: PriceTagProps) {
  const { t } = useTranslation();
  const discounted = originalAmount !== undefined && originalAmount > amount;
  return (
    <span className={styles.price}>
      {discounted && (
        <>
          <del className={styles.original}>
            <VisuallyHidden>{`${t('catalogue.price.original')}: `}</VisuallyHidden>
            {formatMoney(originalAmount)}
          </del>{' '}
          <VisuallyHidden>{`${t('catalogue.price.discounted')}: `}</VisuallyHidden>
        </>
      )}
      <span className={styles.amount}>{priceText(t, amount, connectionType)}</span>
      {period && <span className={styles.period}>{period}</span>}
    </span>
  );
}
