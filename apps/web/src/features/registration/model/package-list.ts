import type { ProductSummary } from '@selfcare/contracts';

/** Spec 001 "Registration-time package flow": types 6 and 7 show the product list in reverse order. */
export function registrationPackageOrder<Item>(packages: readonly Item[], connectionType: number | null): Item[] {
  return connectionType === 6 || connectionType === 7 ? [...packages].reverse() : [...packages];
}

export const INCLUDES_TABS = ['channel', 'vod', 'svod'] as const;
export type IncludesTab = (typeof INCLUDES_TABS)[number];

/**
 * 'This Package Includes' by tab (spec 001 "Registration-time package flow"): screens products are left
 * out; channel bundles are removed, and when the package has only bundles and no channels, the bundles
 * stand as its channel entry so the channel tab is still there.
 */
export function packageIncludes(
  productList: readonly ProductSummary[],
): Partial<Record<IncludesTab, ProductSummary[]>> {
  const kept = productList.filter((item) => item.productTypeTypeName !== 'screens');
  const ofType = (type: string) => kept.filter((item) => item.productTypeTypeName === type);
  const channels = ofType('channel');
  const bundles = ofType('channelbundle');
  const byTab: Partial<Record<IncludesTab, ProductSummary[]>> = {};
  const channelEntry = channels.length > 0 ? channels : bundles;
  if (channelEntry.length > 0) byTab.channel = channelEntry;
  const vods = ofType('vod');
  if (vods.length > 0) byTab.vod = vods;
  const svods = ofType('svod');
  if (svods.length > 0) byTab.svod = svods;
  return byTab;
}

/**
 * The tile shape that fits a product's artwork, so nothing of it is cut off: a channel's is square
 * (its wordmark and name fill it), every other product's thumbnail 16:9.
 */
export function tileShape(item: Pick<ProductSummary, 'productTypeTypeName'>): 'square' | 'landscape' {
  return item.productTypeTypeName === 'channel' ? 'square' : 'landscape';
}

/** The channels of a package for the Confirm Account carousel ('N Channels'). */
export function packageChannels(productList: readonly ProductSummary[]): ProductSummary[] {
  return productList.filter((item) => item.productTypeTypeName === 'channel');
}

/** The extra-screen products a package offers (its purchasable products of the screens type). */
export function extraScreens(purchasable: readonly ProductSummary[]): ProductSummary[] {
  return purchasable.filter((item) => item.productTypeTypeName === 'screens');
}
