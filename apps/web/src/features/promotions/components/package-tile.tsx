import type { ProductSummary } from '@selfcare/contracts';
import type { ReactNode } from 'react';
import type { Viewer } from '@/shared/account/viewer';
import { cardHref } from '@/shared/catalogue/links';
import { periodText, showsPrice } from '@/shared/catalogue/price';
import { markedPurchaseOf } from '@/shared/catalogue/purchase-status';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Badge } from '@/shared/ui/badge';
import { PriceTag } from '@/shared/ui/price-tag';
import { ProductCard } from '@/shared/ui/product-card';
import { PurchasedMark } from '@/shared/ui/product-tags';

export interface PackageTileProps {
  product: ProductSummary;
  viewer: Viewer;
  selected: boolean;
}

/** A promotional package in the carousel: selecting it opens its contents; price for subscribers only. */
export function PackageTile({ product, viewer, selected }: PackageTileProps) {
  const { t } = useTranslation();
  const option = product.purchaseOption;
  const discount = product.discountOptionGroup;
  const marks: ReactNode[] = [];
  if (selected)
    marks.push(
      <Badge key="selected" tone="notice">
        {t('promotions.packages.selected')}
      </Badge>,
    );
  const purchase = markedPurchaseOf(product);
  if (viewer.loggedIn && product.isPurchased && purchase) {
    marks.push(<PurchasedMark key="purchased" purchase={purchase} />);
  }
  const price =
    option && showsPrice({ loggedIn: viewer.loggedIn, productTypeTypeName: 'promotionalpackage' }) ? (
      <PriceTag
        amount={discount?.purchasePrice ?? option.purchasePrice}
        originalAmount={discount?.actualPrice}
        connectionType={viewer.connectionType}
        period={periodText(t, { purchaseType: option.purchaseType, ...option.utilization })}
      />
    ) : undefined;
  return (
    <ProductCard
      href={cardHref('promotionalpackage', product.id)}
      name={product.name}
      imageURL={product.imageURL}
      imageLoading="eager"
      badge={marks.length > 0 ? marks : undefined}
      price={price}
    />
  );
}
