import { describe, expect, it } from 'vitest';
import { category, product } from '../testing/catalogue-fixtures';
import { channelGroups, isAlaCarte, selectGroups } from './channel-groups';

const names = (groups: ReturnType<typeof channelGroups>) =>
  groups.map((group) => [group.category, group.channels.map((channel) => channel.name)]);

describe('channelGroups', () => {
  const sports = category('Sports', 'cat-sports');
  const news = category('News / Business', 'cat-news');
  const kids = category('Kids', 'cat-kids');

  it('groups active channels by category in the categories order', () => {
    const channels = [
      product({ id: 'a', name: 'CNN', categories: [news] }),
      product({ id: 'b', name: 'Star Sports 1', categories: [sports] }),
      product({ id: 'c', name: 'Sky News', categories: [news] }),
    ];
    expect(names(channelGroups([sports, news], channels, 'Other Channels'))).toEqual([
      ['Sports', ['Star Sports 1']],
      ['News / Business', ['CNN', 'Sky News']],
    ]);
  });

  it('drops categories only inactive channels have', () => {
    const channels = [
      product({ id: 'a', name: 'Pogo', categories: [kids], status: 'PRODUCT_STATUS_INACTIVE' }),
      product({ id: 'b', name: 'Eurosport', categories: [sports] }),
    ];
    expect(names(channelGroups([kids, sports], channels, 'Other Channels'))).toEqual([['Sports', ['Eurosport']]]);
  });

  it('removes duplicate categories by name', () => {
    const twin = category('Sports', 'cat-sports-2');
    const channels = [
      product({ id: 'a', name: 'Star Sports 1', categories: [sports] }),
      product({ id: 'b', name: 'Sony Six', categories: [twin, sports] }),
    ];
    expect(names(channelGroups([sports, twin], channels, 'Other Channels'))).toEqual([
      ['Sports', ['Star Sports 1', 'Sony Six']],
    ]);
  });

  it('keeps channels of no known category in a last group', () => {
    const channels = [
      product({ id: 'a', name: 'Mystery TV' }),
      product({ id: 'b', name: 'Eurosport', categories: [sports] }),
    ];
    expect(names(channelGroups([sports], channels, 'Other Channels'))).toEqual([
      ['Sports', ['Eurosport']],
      ['Other Channels', ['Mystery TV']],
    ]);
  });

  it('selects every group for ALL and one group by name', () => {
    const groups = channelGroups(
      [sports, news],
      [product({ id: 'a', categories: [sports] }), product({ id: 'b', categories: [news] })],
      'Other Channels',
    );
    expect(selectGroups(groups, 'ALL')).toHaveLength(2);
    expect(selectGroups(groups, 'News / Business').map((group) => group.category)).toEqual(['News / Business']);
  });
});

describe('isAlaCarte', () => {
  it('marks channels sold on their own', () => {
    expect(isAlaCarte({ standalone: 'PURCHASE_MODE_STANDALONE' })).toBe(true);
    expect(isAlaCarte({ standalone: 'PURCHASE_MODE_BUNDLED' })).toBe(false);
  });
});
