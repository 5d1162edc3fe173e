/**
 * The package the location hash selects (spec 001 section 2): '#{index}' from this page, '#{id}' from
 * the landing page's package cards ('/packages/#{id}'). Anything else, or nothing, is the first.
 */
export function selectedPackageIndex(hash: string, packages: readonly { id: string }[]): number {
  const value = decodeURIComponent(hash.replace(/^#/, ''));
  const byId = packages.findIndex((item) => item.id === value);
  if (byId >= 0) return byId;
  if (!/^\d+$/.test(value)) return 0;
  const index = Number(value);
  return index < packages.length ? index : 0;
}

/** The hash of the package at an index. */
export function packageHash(index: number): string {
  return `#${index}`;
}
