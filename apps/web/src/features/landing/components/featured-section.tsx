import type { ProductSummary } from '@selfcare/contracts';
import type { ReactNode } from 'react';
import type { Viewer } from '@/shared/account/viewer';
import type { SlideBreakpoint } from '@/shared/catalogue/slides';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Carousel } from '@/shared/ui/carousel';
import { EmptyState } from '@/shared/ui/empty-state';
import { SectionHeader } from '@/shared/ui/section-header';
import styles from './landing-page.module.css';
import { ProductTile } from './product-tile';

/** Cards in the first screenful load at once; the ones further along the slider wait. */
const EAGER_CARDS = 3;

export interface FeaturedSectionProps {
  title: string;
  viewAllHref: string;
  products: ProductSummary[];
  viewer: Viewer;
  breakpoints?: readonly SlideBreakpoint[];
  /** Shown between the heading and the cards (the On Demand sub type links). */
  children?: ReactNode;
}

/** A landing section: heading with 'View All', then its cards in a slider or the empty text. */
export function FeaturedSection({ title, viewAllHref, products, viewer, breakpoints, children }: FeaturedSectionProps) {
  const { t } = useTranslation();
  return (
    // Unnamed, so it is no landmark of its own: the carousel inside is the region named by the title.
    <section className={styles.section}>
      <SectionHeader title={title} viewAllHref={viewAllHref} />
      {children}
      {products.length === 0 ? (
        <EmptyState>{t('landing.empty')}</EmptyState>
      ) : (
        <Carousel label={title} breakpoints={breakpoints}>
          {products.map((product, index) => (
            <ProductTile key={product.id} product={product} viewer={viewer} eager={index < EAGER_CARDS} />
          ))}
        </Carousel>
      )}
    </section>
  );
}
