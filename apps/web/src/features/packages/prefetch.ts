import type { QueryClient } from '@tanstack/react-query';
import { productTypeIdOf, productTypesQueryOptions } from '@/shared/catalogue/api/get-product-types';
import { locationHash } from '@/shared/routing/location-hash';
import { readSession } from '@/shared/session/session';
import { packageDetailQueryOptions } from './api/package-detail';
import { publicPackagesQueryOptions } from './api/package-list';
import { selectedPackageIndex } from './model/package-selection';

/**
 * A visitor's packages page reads the product types, then the public package list (usePackages), then
 * the details of the package the hash selects (PackageDetails, where the first screen's images are);
 * all are asked for here while the page's chunks load. A subscriber's list depends on the connection
 * and is left to the page, as are failures.
 */
export async function prefetchVisitorPackages(queryClient: QueryClient): Promise<void> {
  if (readSession().loggedIn) return;
  try {
    const types = await queryClient.fetchQuery(productTypesQueryOptions());
    const packageTypeId = productTypeIdOf(types, 'package');
    if (packageTypeId === null) return;
    const packages = await queryClient.fetchQuery(publicPackagesQueryOptions(packageTypeId));
    const selected = packages[selectedPackageIndex(locationHash(), packages)];
    if (selected) await queryClient.prefetchQuery(packageDetailQueryOptions(selected.id, null));
  } catch {
    // Shown by the page.
  }
}
