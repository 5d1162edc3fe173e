import { describe, expect, it } from 'vitest';
import { type DueOnDay, type DuePage, forEachDue, forEachDueBatch, ITEMS_AT_ONCE, pageByDay } from './due-items';

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

describe('due items by day', () => {
  /** Rows due on a few days, ids not in day order, as the index of a step that pages by day holds them. */
  const rows: DueOnDay[] = Array.from({ length: 450 }, (_, index) => ({
    id: `id-${String((index * 7919) % 450).padStart(4, '0')}`,
    day: `2026-07-0${1 + (index % 3)}`,
  }));
  const inOrder = [...rows].sort((a, b) => a.day.localeCompare(b.day) || a.id.localeCompare(b.id));

  it('starts each page after the last row of the page before, in (day, id) order, and hands each id over once', async () => {
    const asked: (DueOnDay | null)[] = [];
    const handled: string[] = [];
    await forEachDue(
      pageByDay(async (after, limit) => {
        asked.push(after);
        const start = after === null ? 0 : inOrder.findIndex((row) => row.id === after.id) + 1;
        return inOrder.slice(start, start + limit);
      }),
      async (id) => {
        handled.push(id);
      },
      () => {},
    );
    expect(asked).toEqual([null, inOrder[199], inOrder[399]]);
    expect(handled.sort()).toEqual(rows.map((row) => row.id).sort());
  });

  it('refuses to go on from a row it did not read last', async () => {
    const page = pageByDay(async () => inOrder.slice(0, 2));
    await page(null, 2);
    await expect(page('id-9999', 2)).rejects.toThrow(/after its last row/);
  });
});
