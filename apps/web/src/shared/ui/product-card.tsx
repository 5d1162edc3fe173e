import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { cx } from './cx';
import styles from './product-card.module.css';

/** Image boxes keep their shape before the image loads, so nothing shifts. */
const imageSizes = {
  landscape: { width: 320, height: 180 },
  square: { width: 240, height: 240 },
} as const;

export interface ProductCardProps {
  href: string;
  name: string;
  imageURL: string;
  /** landscape 16:9 (default; posters, packages), square (channel logos). */
  shape?: keyof typeof imageSizes;
  /** 'eager' for cards in the first screenful; the rest load as they scroll into view. */
  imageLoading?: 'lazy' | 'eager';
  /** ExpiryBadge, FreeTag, PurchasedMark, DiscountBadge... */
  badge?: ReactNode;
  /** Usually a PriceTag; leave it out where showsPrice() says no. */
  price?: ReactNode;
}

/**
 * A catalogue tile. The whole card is one link named by the product name; the badge and price are its
 * description, so a screen reader says "Name, link, 2 days to expire Rs. 250.00". The image is shown
 * whole, never cropped (a square channel logo in a wide box keeps its name), and until it has drawn the
 * box shows the name: tiles scroll into view before their image arrives.
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
  const [drawn, setDrawn] = useState(false);
  // Separate ids, because a description built from several ids is joined with spaces.
  const describedBy = [badge ? badgeId : null, price ? priceId : null].filter(Boolean).join(' ');
  const { width, height } = imageSizes[shape];
  return (
    <Link to={href} className={styles.card} aria-labelledby={nameId} aria-describedby={describedBy || undefined}>
      <span className={cx(styles.media, styles[shape])}>
        {/* Drawn by the style sheet from the attribute: the name is in the page once, for finding and copying. */}
        {!drawn && <span className={styles.placeholder} data-name={name} aria-hidden="true" />}
        {/* The name next to it says what the image shows. */}
        <img
          // An image that came with server-drawn markup may have loaded before the app took over.
          ref={(image) => {
            if (image?.complete && image.naturalWidth > 0) setDrawn(true);
          }}
          src={imageURL}
          alt=""
          width={width}
          height={height}
          loading={imageLoading}
          decoding="async"
          onLoad={() => setDrawn(true)}
        />
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
