import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo } from '../../../test/catalogue';
import { socketWrites } from '../../../test/socket-writes';
import { productsByType } from './service';

/**
 * Decision 0079 on PostgreSQL: an uncached catalogue page's statements (its rows and total, then its
 * products' categories, languages, genres, tags, prices and discounts) leave the api in two writes, one
 * for each group of reads that need nothing from each other, where each statement took a connection and
 * a write of its own: eight.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t.close());

describe('round trips per catalogue page', () => {
  it('reads a page of 20 on-demand titles in two writes', async () => {
    let total = 0;
    const writes = await socketWrites(async () => {
      const page = await productsByType(t.db, null, { typeid: demo.typeId('vod'), page: 1, pageSize: 20 });
      total = page.total;
      expect(page.items).toHaveLength(Math.min(20, page.total));
      // Read with its relations: the titles' languages and genres, and what they sell at.
      expect(page.items.some((item) => item.languages.length > 0 && item.genres.length > 0)).toBe(true);
      expect(page.items.some((item) => item.purchaseOption !== null)).toBe(true);
    });
    expect(total).toBeGreaterThan(0);
    expect(writes).toBe(2);
  });
});
