import { type DiscountOption, discountValidityText } from '@/shared/catalogue/discount';
import { useTranslation } from '@/shared/i18n/use-translation';
import { DiscountBadge } from './discount-badge';
import styles from './discount-offer.module.css';

export interface DiscountOfferProps {
  discount: Pick<DiscountOption, 'discountType' | 'value' | 'durationType' | 'duration' | 'end'>;
  /** 'card' reads 'Rs.100 OFF' / '10% OFF'; 'modal' reads 'Rs.100' / '10%'. */
  placement?: 'card' | 'modal';
}

/**
 * A discount as cards, product pages and the purchase dialog show it (spec 001 section 9): its badge and
 * how long it lasts ('For 3 Months until 31/12/2026', 'Offer valid till 31/12/2026', 'Forever').
 */
export function DiscountOffer({ discount, placement = 'card' }: DiscountOfferProps) {
  const { t } = useTranslation();
  const validity = discountValidityText(t, discount);
  return (
    <span className={styles.offer}>
      <DiscountBadge discount={discount} placement={placement} />
      {/* A card's marks become its link's description, which joins text without gaps. */}
      {validity && (
        <>
          {' '}
          <span className={styles.validity}>{validity}</span>
        </>
      )}
    </span>
  );
}
