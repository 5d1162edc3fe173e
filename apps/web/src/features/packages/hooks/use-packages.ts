import type { ProductSummary } from '@selfcare/contracts';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { allowedPackagesQueryOptions, publicPackagesQueryKey, publicPackagesQueryOptions } from '../api/package-list';
import { useProductTypeId } from '../api/product-types';

export interface PackagesResult {
  /** Undefined until loaded. */
  packages: ProductSummary[] | undefined;
  error: Error | null;
}

/**
 * The base packages: a subscriber's allowed packages (current one marked) or the public list. The list
 * is kept 5 minutes, and a visitor's copy is dropped on leaving the page (spec 001 section 4), so the
 * next visit reads the catalogue afresh.
 */
export function usePackages(conid: string | null): PackagesResult {
  const queryClient = useQueryClient();
  const packageTypeId = useProductTypeId('package');
  const connectionList = useQuery({ ...allowedPackagesQueryOptions(conid ?? ''), enabled: conid !== null });
  const publicOptions = publicPackagesQueryOptions(packageTypeId.data ?? '');
  const publicList = useQuery({
    ...publicOptions,
    queryFn: conid === null && packageTypeId.data ? publicOptions.queryFn : skipToken,
  });

  useEffect(() => {
    if (conid !== null) return;
    return () => queryClient.removeQueries({ queryKey: publicPackagesQueryKey });
  }, [conid, queryClient]);

  if (conid !== null) return { packages: connectionList.data, error: connectionList.error };
  return { packages: publicList.data, error: publicList.error ?? packageTypeId.error };
}
