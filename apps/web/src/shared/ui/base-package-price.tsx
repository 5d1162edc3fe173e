import type { BasePackage } from '@selfcare/contracts';
import { heldCardCharge, periodText } from '@/shared/catalogue/price';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PriceTag } from './price-tag';

/**
 * What a base package costs the connection: its discounted price, the original, and its period; for the
 * package a card payer holds, what the card is charged each period, taxes included.
 */
export function BasePackagePrice({
  basePackage,
  connectionType,
}: {
  basePackage: BasePackage;
  connectionType: number | null;
}) {
  const { t } = useTranslation();
  const option = basePackage.purchaseOption;
  if (!option) return null;
  const period = periodText(t, { purchaseType: option.purchaseType, ...option.utilization });
  const charged = heldCardCharge(basePackage, connectionType);
  if (charged !== null) {
    return (
      <PriceTag amount={charged} connectionType={connectionType} period={t('catalogue.price.withTaxes', { period })} />
    );
  }
  const discount = basePackage.discountOptionGroup;
  return (
    <PriceTag
      amount={discount?.purchasePrice ?? option.purchasePrice}
      originalAmount={discount?.actualPrice}
      connectionType={connectionType}
      period={period}
    />
  );
}
