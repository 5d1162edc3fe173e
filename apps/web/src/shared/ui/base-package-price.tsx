import type { BasePackage } from '@selfcare/contracts';
import { periodText } from '@/shared/catalogue/price';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PriceTag } from './price-tag';

/** What a base package costs the connection: its discounted price, the original, and its period. */
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
  const discount = basePackage.discountOptionGroup;
  return (
    <PriceTag
      amount={discount?.purchasePrice ?? option.purchasePrice}
      originalAmount={discount?.actualPrice}
      connectionType={connectionType}
      period={periodText(t, { purchaseType: option.purchaseType, ...option.utilization })}
    />
  );
}
