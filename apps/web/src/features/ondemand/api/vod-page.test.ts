import { describe, expect, it } from 'vitest';
import { product } from '../testing/fixtures';
import { nextVodPage } from './vod-page';

const pageOf = (page: number, count: number, total: number) => ({
  items: Array.from({ length: count }, (_, index) => product({ id: `vod-${page}-${index}` })),
  page,
  pageSize: 4,
  total,
});

describe('nextVodPage', () => {
  it('asks for the next page until every title is loaded', () => {
    const first = pageOf(1, 4, 5);
    expect(nextVodPage(first, [first])).toBe(2);
    const second = pageOf(2, 1, 5);
    expect(nextVodPage(second, [first, second])).toBeUndefined();
  });

  it('stops at an empty page even if the total says more', () => {
    const first = pageOf(1, 4, 9);
    const empty = pageOf(2, 0, 9);
    expect(nextVodPage(empty, [first, empty])).toBeUndefined();
  });
});
