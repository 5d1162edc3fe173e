import type { ProductSummary } from '@selfcare/contracts';
import { cardHref } from '@/shared/catalogue/links';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Badge } from '@/shared/ui/badge';
import { CardGrid } from '@/shared/ui/card-grid';
import { EmptyState } from '@/shared/ui/empty-state';
import { ProductCard } from '@/shared/ui/product-card';

interface DefaultDeviceCardsProps {
  devices: readonly ProductSummary[];
  /** 'Already Subscribed' or 'Already Purchased'. */
  label: string;
}

export function DefaultDeviceCards({ devices, label }: DefaultDeviceCardsProps) {
  const { t } = useTranslation();
  if (devices.length === 0) return <EmptyState>{t('packages.devices.noDefault')}</EmptyState>;
  return (
    <CardGrid label={t('packages.devices.default')}>
      {devices.map((device) => (
        <ProductCard
          key={device.id}
          href={cardHref('screens', device.id)}
          name={device.name}
          imageURL={device.thumbnailURL || device.imageURL}
          imageLoading="eager"
          badge={<Badge tone="success">{label}</Badge>}
        />
      ))}
    </CardGrid>
  );
}
