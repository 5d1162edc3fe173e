import type { ProductDetail } from '@selfcare/contracts';
import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './product-overview.module.css';

/** A video's information list: the PG rating and the additional details as code and name pairs. */
export function ProductInformation({ product }: { product: Pick<ProductDetail, 'pgRating' | 'additionalDetails'> }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (product.pgRating === null && product.additionalDetails.length === 0) return null;
  return (
    <section className={styles.information} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('content.product.information')}</h2>
      <dl>
        {product.pgRating !== null && (
          <div>
            <dt>{t('content.product.pgRating')}</dt>
            <dd>{product.pgRating}</dd>
          </div>
        )}
        {product.additionalDetails.map((detail) => (
          <div key={detail.code}>
            <dt>{detail.code}</dt>
            <dd>{detail.name}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
