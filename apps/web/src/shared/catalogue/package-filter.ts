import type { PurchaseType } from './domain';

/** The package filter pills: All, Subscriptional, Transactional (spec 001 section 2). */
export type PackageFilter = 'ALL' | 'subscription' | 'transactional';

const purchaseTypeOf: Record<Exclude<PackageFilter, 'ALL'>, PurchaseType> = {
  subscription: 'PURCHASE_TYPE_SUBSCRIPTION',
  transactional: 'PURCHASE_TYPE_TRANSACTIONAL',
};

/** ALL, then each purchase type some package has. */
export function packageFilterOptions(packages: readonly { purchaseType: PurchaseType | null }[]): PackageFilter[] {
  const present = (filter: Exclude<PackageFilter, 'ALL'>) =>
    packages.some((item) => item.purchaseType === purchaseTypeOf[filter]);
  return ['ALL', ...(['subscription', 'transactional'] as const).filter(present)];
}

/** The pills show only when exactly 3 filter options exist, i.e. both kinds of package are on offer. */
export function showsPackageFilter(options: readonly PackageFilter[]): boolean {
  return options.length === 3;
}

export function filterPackages<Package extends { purchaseType: PurchaseType | null }>(
  packages: readonly Package[],
  filter: PackageFilter,
): Package[] {
  return filter === 'ALL' ? [...packages] : packages.filter((item) => item.purchaseType === purchaseTypeOf[filter]);
}
