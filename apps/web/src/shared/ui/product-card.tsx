import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { cx } from './cx';
import styles from './product-card.module.css';

/** Image boxes keep their shape before the image loads, so nothing shifts. */
const imageSizes = {
  landscape: { width: 320, height: 180 },
  portrait: { width: 200, height: 300 },
  square: { width: 240, height: 240 },
} as const;

export interface ProductCardProps {
  href: string;
  name: string;
  imageURL: string;
  /** landscape 16:9 (default; channels, packages), portrait 2:3 (movie posters), square. */
  shape?: keyof typeof imageSizes;
  /** 'eager' for cards in the first screenful; the rest load as they scroll into view. */
  imageLoading?: 'lazy' | 'eager';
  /** ExpiryBadge, FreeTag, PurchasedMark, DiscountBadge... */
  badge?: ReactNode;
  /** Usually a PriceTag; leave it out where showsPrice() says no. */
  price?: ReactNode;
}

/**
 * A catalogue tile 180-300 px wide. The whole card is one link named by the product name; the badge and
 * price are its description, so a screen reader says "Name, link, 2 days to expire Rs. 250.00".
 */
export function ProductCard({
  href,
  name,
  imageURL,
  shape = 'landscape',
  imageLoading = 'lazy',
  badge,
  price,
}: ProductCardProps) {
  const nameId = useId();
  const badgeId = useId();
  const priceId = useId();
  // Separate ids, because a description built from several ids is joined with spaces.
  const describedBy = [badge ? badgeId : null, price ? priceId : null].filter(Boolean).join(' ');
  const { width, height } = imageSizes[shape];
  return (
    <Link to={href} className={styles.card} aria-labelledby={nameId} aria-describedby={describedBy || undefined}>
      <span className={cx(styles.media, styles[shape])}>
        {/* The name next to it says what the image shows. */}
        <img src={imageURL} alt="" width={width} height={height} loading={imageLoading} decoding="async" />
      </span>
      <span className={styles.body}>
        <span id={nameId} className={styles.name} translate="no">
          {name}
        </span>
        {describedBy && (
          <span className={styles.details}>
            {badge && <span id={badgeId}>{badge}</span>}
            {price && <span id={priceId}>{price}</span>}
          </span>
        )}
      </span>
    </Link>
  );
}
