import type { ProductSummary } from '@selfcare/contracts';
import { FILTER_ALL } from '@/shared/catalogue/domain';

/** The content tabs of a package page, in this order, each shown only when the package has some. */
export const CONTENT_TAB_TYPES = ['channel', 'vod', 'svod'] as const;
export type ContentTabType = (typeof CONTENT_TAB_TYPES)[number];

export function contentOfType(productList: readonly ProductSummary[], type: ContentTabType): ProductSummary[] {
  return productList.filter((item) => item.productTypeTypeName === type);
}

export function contentTabs(productList: readonly ProductSummary[]): ContentTabType[] {
  return CONTENT_TAB_TYPES.filter((type) => productList.some((item) => item.productTypeTypeName === type));
}

/**
 * The category dropdown's names (spec 001 section 4): only active channels contribute, and a category
 * is listed once by name, in the order first met.
 */
export function channelCategories(channels: readonly ProductSummary[]): string[] {
  const names = channels
    .filter((channel) => channel.status === 'PRODUCT_STATUS_ACTIVE')
    .flatMap((channel) => channel.categories.map((category) => category.category));
  return [...new Set(names)];
}

/** The channels of a category by name; FILTER_ALL is every channel. */
export function channelsInCategory(channels: readonly ProductSummary[], category: string): ProductSummary[] {
  if (category === FILTER_ALL) return [...channels];
  return channels.filter((channel) => channel.categories.some((item) => item.category === category));
}

/** Spec 001 section 4: the screen count is the sum of screens of bundled or completed screen products. */
export function screenCount(screens: readonly ProductSummary[]): number {
  return screens
    .filter((item) => item.productTypeTypeName === 'screens')
    .filter((item) => item.isBundled || item.purchaseStatus === 'PURCHASE_COMPLETE')
    .reduce((sum, item) => sum + (item.numberOfScreens ?? 0), 0);
}
