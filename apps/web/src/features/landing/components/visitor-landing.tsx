import { visitorViewer } from '@/shared/account/viewer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { BannerCarousel } from './banner-carousel';
import { FeaturedSections } from './featured-sections';
import styles from './landing-page.module.css';
import { ViewPromotionsLink } from './view-promotions-link';

/** The public landing: banners for everyone and the featured catalogue. */
export function VisitorLanding() {
  const { t } = useTranslation();
  return (
    <>
      {/* The page has no visible title; the heading names it for screen readers. */}
      <h1 className={styles.hiddenHeading}>{t('landing.heading')}</h1>
      <BannerCarousel basePackageId={null} />
      <ViewPromotionsLink />
      <FeaturedSections conid={null} viewer={visitorViewer} />
    </>
  );
}
