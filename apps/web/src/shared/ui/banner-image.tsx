import type { Banner } from '@selfcare/contracts';
import { Link } from 'react-router';
import { bannerHref } from '@/shared/catalogue/links';
import styles from './banner-image.module.css';
import { Spinner } from './spinner';

/** The generated banner artwork is 1200 x 400; the box keeps that shape before the image loads. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;

/** A banner links by its type (with the optional purchase option); one with no product is an image only. */
export function BannerImage({ banner, eager }: { banner: Banner; eager: boolean }) {
  const href = bannerHref(banner);
  const image = (
    <img
      className={styles.image}
      src={banner.imageURL}
      alt={banner.title}
      // Catalogue data, in the language it was written in, whatever the interface shows.
      translate="no"
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      // The first banner is the landing's largest paint.
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
    />
  );
  return href ? (
    <Link to={href} className={styles.link}>
      {image}
    </Link>
  ) : (
    image
  );
}

/** Holds a banner's shape while the banners load, so what is below does not move when they arrive. */
export function BannerPlaceholder() {
  return (
    <div className={styles.placeholder}>
      <Spinner />
    </div>
  );
}
