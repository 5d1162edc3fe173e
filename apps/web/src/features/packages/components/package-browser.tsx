import type { ProductSummary } from '@selfcare/contracts';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Viewer } from '@/shared/account/viewer';
import {
  filterPackages,
  type PackageFilter,
  packageFilterOptions,
  showsPackageFilter,
} from '@/shared/catalogue/package-filter';
import type { PauseActionsSlot } from '@/shared/catalogue/pause-actions-slot';
import { PACKAGE_SLIDER_BREAKPOINTS } from '@/shared/catalogue/slides';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Carousel } from '@/shared/ui/carousel';
import { usePackageChangeOptions } from '../hooks/use-package-change-options';
import { packageHash, selectedPackageIndex } from '../model/package-selection';
import { PackageCard } from './package-card';
import { PackageDetails } from './package-details';
import { PackageFilterPills } from './package-filter-pills';
import { PendingDowngradeNotice } from './pending-downgrade-notice';

interface PackageBrowserProps {
  packages: readonly ProductSummary[];
  viewer: Viewer;
  /** PAUSE / RESUME NOW on the connection's own package (decision 0074). */
  PauseActions: PauseActionsSlot;
}

/** A pending downgrade's notice, the filter pills, the package carousel and the selected package's details. */
export function PackageBrowser({ packages, viewer, PauseActions }: PackageBrowserProps) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<PackageFilter>('ALL');
  const typed = packages.map((item) => ({ item, purchaseType: item.purchaseOption?.purchaseType ?? null }));
  const options = packageFilterOptions(typed);
  const shown = filterPackages(typed, filter).map(({ item }) => item);
  const index = selectedPackageIndex(hash, shown);
  const selected = shown[index];
  const change = usePackageChangeOptions(packages, viewer);

  const changeFilter = (next: PackageFilter) => {
    setFilter(next);
    // The hash indexes the filtered list, so a new filter starts at its first package.
    void navigate({ hash: packageHash(0) }, { replace: true });
  };

  return (
    <>
      {change.pendingDowngrade && <PendingDowngradeNotice downgrade={change.pendingDowngrade} />}
      {showsPackageFilter(options) && <PackageFilterPills options={options} value={filter} onChange={changeFilter} />}
      <Carousel label={t('packages.list.carousel')} breakpoints={PACKAGE_SLIDER_BREAKPOINTS} activeIndex={index}>
        {shown.map((item, position) => (
          <PackageCard
            key={item.id}
            item={item}
            index={position}
            selected={position === index}
            loggedIn={viewer.loggedIn}
            connectionType={viewer.connectionType}
            changeType={change.changeTypeOf(item)}
            subscriber={change.subscriber}
            PauseActions={PauseActions}
          />
        ))}
      </Carousel>
      {selected && <PackageDetails item={selected} viewer={viewer} />}
    </>
  );
}
