import type { QueryClient } from '@tanstack/react-query';
import { productTypeIdOf, productTypesQueryOptions } from '@/shared/catalogue/api/get-product-types';
import { readSession } from '@/shared/session/session';
import { publicPackagesQueryOptions } from './api/package-list';

/**
 * A visitor's packages page reads the product types, then the public package list (usePackages); both
 * are asked for here while the page's chunks load. A subscriber's list depends on the connection and is
 * left to the page, as are failures.
 */
export function prefetchVisitorPackages(queryClient: QueryClient): void {
  if (readSession().loggedIn) return;
  void queryClient
    .fetchQuery(productTypesQueryOptions())
    .then((types) => {
      const packageTypeId = productTypeIdOf(types, 'package');
      if (packageTypeId !== null) return queryClient.prefetchQuery(publicPackagesQueryOptions(packageTypeId));
    })
    .catch(() => {});
}
