import type { ProductDetail } from '@selfcare/contracts';
import type { ReactNode } from 'react';
import type { Viewer } from '@/shared/account/viewer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { FeatureList } from '@/shared/ui/feature-list';
import { ProductInformation } from './product-information';
import { ProductMarks } from './product-marks';
import { ProductNotes } from './product-notes';
import styles from './product-overview.module.css';
import { ProductPrice } from './product-price';

export interface ProductOverviewProps {
  product: ProductDetail;
  viewer: Viewer;
  /** Show the PG rating and additional details (videos). */
  information: boolean;
  /** Above the heading, e.g. the way back to a channel bundle. */
  before?: ReactNode;
  /** Beside the price: the purchase buttons. */
  purchase?: ReactNode;
  /** Below the description, e.g. a bundle's channels. */
  children?: ReactNode;
}

/** A product page's body: image, name, marks, features, price and buttons, notes, description and information. */
export function ProductOverview({ product, viewer, information, before, purchase, children }: ProductOverviewProps) {
  const { t } = useTranslation();
  return (
    <article className={styles.overview}>
      <title>{t('content.pageTitle.product', { name: product.name })}</title>
      {before}
      <div className={styles.summary}>
        <img
          className={styles.image}
          src={product.imageURL}
          alt={product.name}
          translate="no"
          width={640}
          height={360}
        />
        <div className={styles.text}>
          <h1 className={styles.name} translate="no">
            {product.name}
          </h1>
          <ProductMarks product={product} viewer={viewer} />
          <FeatureList features={product.feature} />
          <ProductPrice product={product} viewer={viewer} />
          {purchase}
          <ProductNotes product={product} viewer={viewer} />
          <p className={styles.description} translate="no">
            {product.description}
          </p>
          {information && <ProductInformation product={product} />}
        </div>
      </div>
      {children}
    </article>
  );
}
