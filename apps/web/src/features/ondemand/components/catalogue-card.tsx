import type { ProductSummary } from '@selfcare/contracts';
import type { Viewer } from '@/shared/account/viewer';
import { expiryBadge } from '@/shared/catalogue/expiry';
import { markedPurchaseOf } from '@/shared/catalogue/purchase-status';
import { useTranslation } from '@/shared/i18n/use-translation';
import { DiscountOffer } from '@/shared/ui/discount-offer';
import { ExpiryBadge } from '@/shared/ui/expiry-badge';
import { PriceTag } from '@/shared/ui/price-tag';
import { ProductCard } from '@/shared/ui/product-card';
import styles from './catalogue-card.module.css';
import { ProductMarks } from './product-marks';
import { productStatus } from './product-status';

export interface CatalogueCardProps {
  product: ProductSummary;
  href: string;
  viewer: Viewer;
  /** Cards in the first screenful load their image at once. */
  eager?: boolean;
}

/** A VOD or SVOD tile: marks, expiry and discount as its badges, the price for subscribers who can buy it. */
export function CatalogueCard({ product, href, viewer, eager = false }: CatalogueCardProps) {
  const { t } = useTranslation();
  const { state, offer } = productStatus(product, viewer);
  const marked = state.free || state.purchased;
  const expiring = expiryBadge(t, product.daysRemainingToExpire) !== null;
  const discount = offer?.discount ?? null;
  const badge =
    marked || expiring || discount ? (
      <span className={styles.badges}>
        <ProductMarks state={state} purchase={markedPurchaseOf(product)} />
        <ExpiryBadge daysRemaining={product.daysRemainingToExpire} />
        {discount && <DiscountOffer discount={discount} />}
      </span>
    ) : undefined;
  const price =
    offer && viewer.connectionType !== null ? (
      <PriceTag amount={offer.amount} originalAmount={offer.originalAmount} connectionType={viewer.connectionType} />
    ) : undefined;
  return (
    <ProductCard
      href={href}
      name={product.name}
      imageURL={product.thumbnailURL || product.imageURL}
      imageLoading={eager ? 'eager' : 'lazy'}
      badge={badge}
      price={price}
    />
  );
}
