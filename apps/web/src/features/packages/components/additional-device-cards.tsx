import type { ConnectionTypeCode, ProductSummary } from '@selfcare/contracts';
import { cardHref } from '@/shared/catalogue/links';
import { isHeld, markedPurchaseOf } from '@/shared/catalogue/purchase-status';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CardGrid } from '@/shared/ui/card-grid';
import { DiscountOffer } from '@/shared/ui/discount-offer';
import { EmptyState } from '@/shared/ui/empty-state';
import { PriceTag } from '@/shared/ui/price-tag';
import { ProductCard } from '@/shared/ui/product-card';
import { PurchasedMark } from '@/shared/ui/product-tags';
import { shownPrice } from '../model/package-price';

interface AdditionalDeviceCardsProps {
  devices: readonly ProductSummary[];
  connectionType: ConnectionTypeCode | null;
}

/** Extra screens with their price tag and, while one is in force, their discount badge. */
export function AdditionalDeviceCards({ devices, connectionType }: AdditionalDeviceCardsProps) {
  const { t } = useTranslation();
  if (devices.length === 0) return <EmptyState>{t('packages.devices.noAdditional')}</EmptyState>;
  return (
    <CardGrid label={t('packages.devices.additional')}>
      {devices.map((device) => {
        const price = shownPrice(device);
        const purchased = isHeld(device.purchaseStatus) ? markedPurchaseOf(device) : null;
        return (
          <ProductCard
            key={device.id}
            href={cardHref('screens', device.id)}
            name={device.name}
            imageURL={device.thumbnailURL || device.imageURL}
            badge={
              purchased ? (
                <PurchasedMark purchase={purchased} />
              ) : (
                price?.discount && <DiscountOffer discount={price.discount} />
              )
            }
            price={
              price && (
                <PriceTag amount={price.amount} originalAmount={price.originalAmount} connectionType={connectionType} />
              )
            }
          />
        );
      })}
    </CardGrid>
  );
}
