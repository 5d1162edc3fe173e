import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api/api-error';
import { bannersQueryOptions } from '@/shared/catalogue/api/get-banners';
import { SINGLE_SLIDE_BREAKPOINTS } from '@/shared/catalogue/slides';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { BannerImage, BannerPlaceholder } from '@/shared/ui/banner-image';
import { Carousel } from '@/shared/ui/carousel';

const BANNER_ROTATION_MS = 5000;

/**
 * The rotating banners. basePackageId adds the banners of the subscriber's package; the api gives
 * visitors only the banners meant for everyone.
 */
export function BannerCarousel({ basePackageId }: { basePackageId: string | null }) {
  const { t } = useTranslation();
  const banners = useQuery(bannersQueryOptions(basePackageId));

  if (banners.isPending) return <BannerPlaceholder />;
  if (banners.isError) return <Alert>{errorMessage(banners.error)}</Alert>;
  if (banners.data.length === 0) return null;
  return (
    <Carousel
      label={t('landing.banners')}
      breakpoints={SINGLE_SLIDE_BREAKPOINTS}
      slideWidth="full"
      autoplayMs={BANNER_ROTATION_MS}
    >
      {banners.data.map((banner, index) => (
        <BannerImage key={banner.id} banner={banner} eager={index === 0} />
      ))}
    </Carousel>
  );
}
