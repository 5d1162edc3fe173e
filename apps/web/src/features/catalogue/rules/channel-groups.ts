import type { Category, ProductSummary } from '@selfcare/contracts';
import { FILTER_ALL } from '@/shared/catalogue/domain';

export interface ChannelGroup {
  /** The category name, which is also the group's key and the dropdown value. */
  category: string;
  channels: ProductSummary[];
}

const isActive = (channel: ProductSummary) => channel.status === 'PRODUCT_STATUS_ACTIVE';

/**
 * The channel groups of the All Channels page (spec 001 section 4 "Catalogue grouping rules"): only
 * active channels contribute categories, and categories are de-duplicated by name (two ids may carry one
 * name). Groups follow the order of the categories call; categories no active channel has are dropped.
 * A channel may appear in several groups, one per category it carries. Channels with no known category
 * are gathered in a last group named `otherCategory`, so none goes missing.
 */
export function channelGroups(
  categories: readonly Category[],
  channels: readonly ProductSummary[],
  otherCategory: string,
): ChannelGroup[] {
  const active = channels.filter(isActive);
  const groups = new Map<string, ProductSummary[]>();
  for (const { category } of categories) {
    if (!groups.has(category)) groups.set(category, []);
  }
  const others: ProductSummary[] = [];
  for (const channel of active) {
    const names = new Set(channel.categories.map((category) => category.category));
    const known = [...names].filter((name) => groups.has(name));
    for (const name of known) groups.get(name)?.push(channel);
    if (known.length === 0) others.push(channel);
  }
  const result = [...groups].map(([category, members]) => ({ category, channels: members }));
  if (others.length > 0) result.push({ category: otherCategory, channels: others });
  return result.filter((group) => group.channels.length > 0);
}

/** The groups the category dropdown selects: all of them for 'All', else the one named. */
export function selectGroups(groups: readonly ChannelGroup[], category: string): ChannelGroup[] {
  return category === FILTER_ALL ? [...groups] : groups.filter((group) => group.category === category);
}

/** A channel that can be subscribed to on its own (it has a purchase option), rather than only in a package. */
export function isAlaCarte(channel: Pick<ProductSummary, 'standalone'>): boolean {
  return channel.standalone === 'PURCHASE_MODE_STANDALONE';
}
