import type { ConnectionDetails } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { useViewer } from '@/shared/account/use-viewer';
import { errorMessage } from '@/shared/api/api-error';
import { Alert } from '@/shared/ui/alert';
import { Spinner } from '@/shared/ui/spinner';
import { allowedSecondaryPackagesQueryOptions, currentPackage } from '../api/get-allowed-secondary-packages';
import { BannerCarousel } from './banner-carousel';
import { DataBundlePanel } from './data-bundle-panel';
import { FeaturedSections } from './featured-sections';
import styles from './landing-page.module.css';
import { MyPackageCard } from './my-package-card';
import { ViewPromotionsLink } from './view-promotions-link';

/**
 * The landing of a connection whose data may load: its package's banners, My Package, the data-bundle
 * panel for broadband, and the featured lists with its purchase marks.
 */
export function ActiveLanding({ details }: { details: ConnectionDetails }) {
  const conid = details.connectionId;
  const packages = useQuery(allowedSecondaryPackagesQueryOptions(conid));
  const basePackage = packages.data ? currentPackage(packages.data) : null;
  const viewer = useViewer();

  return (
    <>
      {/* The banners depend on the base package, so they wait for it; a failure falls back to everyone's. */}
      {packages.isPending ? <Spinner /> : <BannerCarousel basePackageId={basePackage?.id ?? null} />}
      <ViewPromotionsLink />
      <div className={styles.account}>
        {packages.isError ? (
          <Alert>{errorMessage(packages.error)}</Alert>
        ) : (
          packages.isSuccess && <MyPackageCard basePackage={basePackage} connectionType={viewer.connectionType} />
        )}
        {details.broadband && <DataBundlePanel conId={conid} />}
      </div>
      <FeaturedSections conid={conid} viewer={viewer} />
    </>
  );
}
