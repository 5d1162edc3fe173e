import { describe, expect, it } from 'vitest';
import { channel, product } from '../testing/fixtures';
import { channelCategories, channelsInCategory, contentTabs, screenCount } from './package-contents';

describe('contentTabs', () => {
  it('lists channel, vod and svod in that order, only those present', () => {
    expect(contentTabs([product('v', 'vod'), channel('c', 'Kids'), product('s', 'screens')])).toEqual([
      'channel',
      'vod',
    ]);
    expect(contentTabs([product('x', 'svod')])).toEqual(['svod']);
    expect(contentTabs([])).toEqual([]);
  });
});

describe('channel categories', () => {
  const kids = channel('k', 'Kids');
  const news = channel('n', 'News / Business');
  const kidsAgain = channel('k2', 'Kids');
  const inactive = { ...channel('x', 'Sports'), status: 'PRODUCT_STATUS_INACTIVE' as const };

  it('come from active channels only, each name once', () => {
    expect(channelCategories([kids, news, kidsAgain, inactive])).toEqual(['Kids', 'News / Business']);
  });

  it('filter the grid; ALL is every channel', () => {
    expect(channelsInCategory([kids, news, kidsAgain], 'Kids')).toEqual([kids, kidsAgain]);
    expect(channelsInCategory([kids, news], 'ALL')).toEqual([kids, news]);
  });
});

describe('screenCount', () => {
  it('sums the screens of bundled or completed screen products', () => {
    expect(
      screenCount([
        product('three', 'screens', { numberOfScreens: 3, isBundled: true }),
        product('plus1', 'screens', { numberOfScreens: 1, purchaseStatus: 'PURCHASE_COMPLETE' }),
        product('plus2', 'screens', { numberOfScreens: 2 }),
        product('removed', 'screens', { numberOfScreens: 2, purchaseStatus: 'PURCHASE_PENDING_REMOVE' }),
        product('vod', 'vod', { isBundled: true, numberOfScreens: 5 }),
      ]),
    ).toBe(4);
  });
});
