import { useQuery } from '@tanstack/react-query';
import type { Viewer } from '@/shared/account/viewer';
import { errorMessage } from '@/shared/api/api-error';
import { productTypeIds, productTypesQueryOptions } from '@/shared/catalogue/api/get-product-types';
import { PACKAGE_SLIDER_BREAKPOINTS } from '@/shared/catalogue/slides';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Spinner } from '@/shared/ui/spinner';
import { featuredProductsQueryOptions } from '../api/get-featured-products';
import { FEATURED_TYPES, groupFeatured } from './featured-groups';
import { FeaturedSection } from './featured-section';
import { OnDemandLinks } from './on-demand-links';

/**
 * Featured Channels, Featured Packages, On Demand Content and Featured Svods. With a connection the
 * lists carry its purchase marks; the connection is in the query key, so a switch reloads them.
 */
export function FeaturedSections({ conid, viewer }: { conid: string | null; viewer: Viewer }) {
  const { t } = useTranslation();
  const types = useQuery(productTypesQueryOptions());
  const typeIds = types.data ? productTypeIds(types.data, FEATURED_TYPES) : [];
  const featured = useQuery({ ...featuredProductsQueryOptions(typeIds, conid), enabled: typeIds.length > 0 });

  const failure = types.error ?? featured.error;
  if (failure) return <Alert>{errorMessage(failure)}</Alert>;
  // No featured type known to the api leaves nothing to ask for: the sections show their empty text.
  if (!types.data || (typeIds.length > 0 && !featured.data)) return <Spinner />;

  const groups = groupFeatured(featured.data ?? [], { loggedIn: viewer.loggedIn });
  return (
    <>
      <FeaturedSection
        title={t('landing.featuredChannels')}
        viewAllHref="/channels"
        products={groups.channels}
        viewer={viewer}
      />
      <FeaturedSection
        title={t('landing.featuredPackages')}
        viewAllHref="/packages"
        products={groups.packages}
        viewer={viewer}
        breakpoints={PACKAGE_SLIDER_BREAKPOINTS}
      />
      <FeaturedSection
        title={t('landing.onDemandContent')}
        viewAllHref="/ondemand"
        products={groups.onDemand}
        viewer={viewer}
      >
        <OnDemandLinks />
      </FeaturedSection>
      <FeaturedSection
        title={t('landing.featuredSvods')}
        viewAllHref="/svod"
        products={groups.svods}
        viewer={viewer}
        breakpoints={PACKAGE_SLIDER_BREAKPOINTS}
      />
    </>
  );
}
