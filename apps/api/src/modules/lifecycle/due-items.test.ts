import { describe, expect, it } from 'vitest';
import { type DuePage, forEachDueBatch, ITEMS_AT_ONCE } from './due-items';

/** Ids 'id-0000'... in order, served a page at a time as the sweep's due queries serve them. */
function duePages(count: number): DuePage {
  const ids = Array.from({ length: count }, (_, index) => `id-${String(index).padStart(4, '0')}`);
  return async (after, limit) => ids.filter((id) => after === null || id > after).slice(0, limit);
}

describe('due items in batches', () => {
  it('hands every due id over once, a page cut into as many batches as items run at once', async () => {
    const batches: (readonly string[])[] = [];
    await forEachDueBatch(
      duePages(450),
      async (ids) => {
        batches.push(ids);
      },
      () => {},
    );
    const handled = batches.flat();
    expect(handled).toHaveLength(450);
    expect(new Set(handled).size).toBe(450);
    expect(Math.max(...batches.map((batch) => batch.length))).toBe(200 / ITEMS_AT_ONCE);
  });

  it('tries a failed batch id by id: one bad item is reported alone and the rest of its batch goes on', async () => {
    const handled: string[] = [];
    const reported: string[] = [];
    await forEachDueBatch(
      duePages(30),
      async (ids) => {
        if (ids.includes('id-0007')) throw new Error('item 7 is broken');
        handled.push(...ids);
      },
      (error, id) => reported.push(`${id}: ${(error as Error).message}`),
    );
    expect(reported).toEqual(['id-0007: item 7 is broken']);
    expect(handled.sort()).toEqual(
      Array.from({ length: 30 }, (_, index) => `id-${String(index).padStart(4, '0')}`).filter((id) => id !== 'id-0007'),
    );
  });
});
