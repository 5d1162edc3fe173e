import { type DiscountOption, discountLabel } from '@/shared/catalogue/discount';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Badge } from './badge';

export interface DiscountBadgeProps {
  discount: Pick<DiscountOption, 'discountType' | 'value'>;
  /** 'card' reads 'Rs.100 OFF' / '10% OFF'; 'modal' reads 'Rs.100' / '10%'. */
  placement?: 'card' | 'modal';
}

export function DiscountBadge({ discount, placement = 'card' }: DiscountBadgeProps) {
  const { t } = useTranslation();
  return <Badge tone="offer">{discountLabel(t, discount, placement)}</Badge>;
}
