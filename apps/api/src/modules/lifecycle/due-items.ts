import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Due rows are read this many ids at a time, so a large backlog never loads at once. */
const PAGE_SIZE = 200;

/**
 * Items of a page handled at once. Each is a few short transactions waiting on PostgreSQL and the
 * payment systems, so one at a time left the database mostly idle (34 renewals a second at 100,000
 * subscribers, issue 30); four keep it busy while leaving the pool to subscribers' requests.
 */
export const ITEMS_AT_ONCE = 4;

/** One page of due ids after `after` (in id order), or from the start when it is null. */
export type DuePage = (after: string | null, limit: number) => Promise<string[]>;

/** A due row and the day it is due on: a step that pages by day reads its rows in (day, id) order. */
export interface DueOnDay {
  id: string;
  day: string;
}

/**
 * A DuePage over rows read in (day, id) order from an index in that order, holding only the rows that
 * can be due (issue 30): a page starts after the last row of the one before, so the sweep reads a day's
 * due rows and not the table. A page in id order could not: PostgreSQL walked the whole primary key
 * looking for them (2 minutes over 30 million purchases at a million subscribers).
 */
export function pageByDay(read: (after: DueOnDay | null, limit: number) => Promise<DueOnDay[]>): DuePage {
  let last: DueOnDay | null = null;
  return async (after, limit) => {
    if (after !== null && after !== last?.id) throw new Error(`a page by day starts after its last row, not ${after}`);
    const rows = await read(after === null ? null : last, limit);
    last = rows.at(-1) ?? null;
    return rows.map((row) => row.id);
  };
}

/** Where a page by day goes on: after `after` in (day, id) order, or from the start. */
export function afterDueRow(day: SQLWrapper, id: SQLWrapper, after: DueOnDay | null): SQL | undefined {
  return after === null ? undefined : sql`(${day}, ${id}) > (${after.day}, ${after.id})`;
}

/**
 * Walks the ids a sweep step finds due, page by page, handling up to ITEMS_AT_ONCE of a page at once:
 * one that fails is reported and the rest go on. Handlers lock and re-check their row, so an id that
 * another sweep (or another item's handler) took meanwhile is simply skipped.
 */
export async function forEachDue(
  page: DuePage,
  handle: (id: string) => Promise<void>,
  onError: (error: unknown, id: string) => void,
): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const ids = await page(after, PAGE_SIZE);
    let next = 0;
    const lane = async () => {
      while (next < ids.length) {
        const id = ids[next++] as string;
        try {
          await handle(id);
        } catch (error) {
          onError(error, id);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(ITEMS_AT_ONCE, ids.length) }, lane));
    const last = ids.at(-1);
    if (ids.length < PAGE_SIZE || last === undefined) return;
    after = last;
  }
}

/**
 * As `forEachDue`, for a step whose handler takes many ids in one transaction (reminders): each page is
 * cut into ITEMS_AT_ONCE batches handled at once. A batch that fails is handled again id by id, so one
 * bad item is reported alone and the rest of its batch still goes out.
 */
export async function forEachDueBatch(
  page: DuePage,
  handle: (ids: readonly string[]) => Promise<void>,
  onError: (error: unknown, id: string) => void,
): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const ids = await page(after, PAGE_SIZE);
    const size = Math.max(1, Math.ceil(ids.length / ITEMS_AT_ONCE));
    const batches: string[][] = [];
    for (let start = 0; start < ids.length; start += size) batches.push(ids.slice(start, start + size));
    await Promise.all(
      batches.map(async (batch) => {
        try {
          await handle(batch);
        } catch {
          for (const id of batch) {
            try {
              await handle([id]);
            } catch (error) {
              onError(error, id);
            }
          }
        }
      }),
    );
    const last = ids.at(-1);
    if (ids.length < PAGE_SIZE || last === undefined) return;
    after = last;
  }
}
