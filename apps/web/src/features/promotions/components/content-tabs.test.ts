import { describe, expect, it } from 'vitest';
import { product } from '@/testing/catalogue-fixtures';
import { contentTabs, isContentTab } from './content-tabs';

describe('contentTabs', () => {
  it('groups a package’s contents into channel, screens, vod and svod tabs, leaving out empty ones', () => {
    const tabs = contentTabs([
      product('vod1', 'vod'),
      product('ch1', 'channel'),
      product('bundle', 'channelbundle'),
      product('svod1', 'svod'),
      product('data', 'databundle'),
    ]);
    expect(tabs.map(({ tab, products }) => [tab, products.map((item) => item.id)])).toEqual([
      ['channel', ['ch1', 'bundle']],
      ['vod', ['vod1']],
      ['svod', ['svod1']],
    ]);
  });

  it('knows its tab values', () => {
    expect(isContentTab('screens')).toBe(true);
    expect(isContentTab('package')).toBe(false);
  });
});
