import type { ProductSummary, ProductTypeName } from '@selfcare/contracts';

/** The included-content tabs of a promotional package, in the spec's order (spec 002 section 2.4). */
export const CONTENT_TABS = ['channel', 'screens', 'vod', 'svod'] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

export function isContentTab(value: string): value is ContentTab {
  const tabs: readonly string[] = CONTENT_TABS;
  return tabs.includes(value);
}

/** A channel bundle is channels too, so it shares their tab. */
const tabOfType: Partial<Record<ProductTypeName, ContentTab>> = {
  channel: 'channel',
  channelbundle: 'channel',
  screens: 'screens',
  vod: 'vod',
  svod: 'svod',
};

export interface ContentTabItems {
  tab: ContentTab;
  products: ProductSummary[];
}

/** The tabs that have something to show, each with its products in the package's order. */
export function contentTabs(products: readonly ProductSummary[]): ContentTabItems[] {
  return CONTENT_TABS.map((tab) => ({
    tab,
    products: products.filter((product) => tabOfType[product.productTypeTypeName] === tab),
  })).filter(({ products: items }) => items.length > 0);
}
