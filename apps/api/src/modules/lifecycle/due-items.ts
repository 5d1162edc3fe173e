/** Due rows are read this many ids at a time, so a large backlog never loads at once. */
const PAGE_SIZE = 200;

/** One page of due ids after `after` (in id order), or from the start when it is null. */
export type DuePage = (after: string | null, limit: number) => Promise<string[]>;

/**
 * Walks the ids a sweep step finds due, page by page, handling each on its own: one that fails is
 * reported and the rest go on. Handlers lock and re-check their row, so an id that another sweep took
 * meanwhile is simply skipped.
 */
export async function forEachDue(
  page: DuePage,
  handle: (id: string) => Promise<void>,
  onError: (error: unknown, id: string) => void,
): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const ids = await page(after, PAGE_SIZE);
    for (const id of ids) {
      try {
        await handle(id);
      } catch (error) {
        onError(error, id);
      }
    }
    const last = ids.at(-1);
    if (ids.length < PAGE_SIZE || last === undefined) return;
    after = last;
  }
}
