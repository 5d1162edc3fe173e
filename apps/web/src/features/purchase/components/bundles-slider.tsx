import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { cardHref } from '@/shared/catalogue/links';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Carousel } from '@/shared/ui/carousel';
import { ProductCard } from '@/shared/ui/product-card';
import { bundledProductsQueryOptions } from '../api/get-bundled-products';
import styles from './purchase.module.css';

/**
 * 'Can be purchased in the following bundles': the channel bundles and promotional packages that also
 * hold the product, each linking to its page. Left out while loading, on failure and when there are none:
 * it is a pointer, not part of the purchase.
 */
export function BundlesSlider({ productId, connectionId }: { productId: string; connectionId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data: bundles } = useQuery(bundledProductsQueryOptions(productId, connectionId));
  if (!bundles || bundles.length === 0) return null;
  return (
    <section className={styles.bundles} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('purchaseFlow.bundles')}</h3>
      <Carousel label={t('purchaseFlow.bundles')}>
        {bundles.map((bundle) => (
          <ProductCard
            key={bundle.id}
            href={cardHref(bundle.productTypeTypeName, bundle.id)}
            name={bundle.name}
            imageURL={bundle.thumbnailURL || bundle.imageURL}
          />
        ))}
      </Carousel>
    </section>
  );
}
