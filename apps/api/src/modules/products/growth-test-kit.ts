import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Test support for "no N+1" checks: makes more rows of a kind by copying existing ones, so a test can
 * count a route's SQL statements with few items and again with many.
 */

/** The id copy `g` (a column named g in the copying query) of `original` gets: a version-4-shaped uuid. */
export const copyId = (original: string) =>
  `overlay(overlay(md5(${original}::text || ':' || g) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * Inserts `copies` copies of the rows of `table` matching `where` (an SQL condition on the alias
 * `source`). `overrides` gives SQL expressions (over `source` and the copy number `g`) for columns that
 * must differ, e.g. unique ones; the id is a fresh random one unless overridden.
 */
export async function copyRows(
  db: Database,
  table: string,
  where: string,
  copies: number,
  overrides: Record<string, string> = {},
): Promise<number> {
  const columns = await db.execute(
    sql`select column_name from information_schema.columns
         where table_schema = current_schema() and table_name = ${table} order by ordinal_position`,
  );
  const names = rowsOf<{ column_name: string }>(columns)
    .map((row) => row.column_name)
    .filter((name) => name !== 'id' || 'id' in overrides);
  const values = names.map((name) => overrides[name] ?? `source."${name}"`);
  const inserted = await db.execute(
    sql.raw(
      `insert into "${table}" (${names.map((name) => `"${name}"`).join(', ')})
       select ${values.join(', ')} from "${table}" source cross join generate_series(1, ${copies}) g
        where ${where}`,
    ),
  );
  return (
    (inserted as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
    (inserted as unknown as { affectedRows?: number }).affectedRows ??
    0
  );
}

/** The rows of a db.execute answer, from either driver (node-postgres and PGlite both have `rows`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** One value of a one-row query. */
export async function scalar<T>(db: Database, query: string): Promise<T> {
  const [row] = rowsOf<{ value: T }>(await db.execute(sql.raw(query)));
  if (!row) throw new Error(`no row: ${query}`);
  return row.value;
}

/**
 * Multiplies the catalogue: every product gets `copies` copies (with their categories, languages,
 * genres and tags, the featured tag included), each package, bundle and SVOD also contains the copies of
 * its contents, and each copy is contained where its original is. `connectionIds`' live purchases are
 * copied onto the copies of what they bought, so purchase marks have more to mark.
 */
export async function multiplyCatalogue(db: Database, copies: number, connectionIds: string[] = []): Promise<void> {
  const originals = `source.name not like '% #%'`;
  await copyRows(db, 'products', originals, copies, {
    id: copyId('source.id'),
    name: `source.name || ' #' || g`,
    channel_no: 'null',
  });
  const isOriginal = (column: string) => `source.${column} in (select id from products where name not like '% #%')`;
  for (const [table, column] of [
    ['product_categories', 'product_id'],
    ['product_languages', 'product_id'],
    ['product_genres', 'product_id'],
    ['product_tags', 'product_id'],
  ] as const) {
    await copyRows(db, table, isOriginal(column), copies, { [column]: copyId(`source.${column}`) });
  }
  for (const [table, parent, child] of [
    ['package_contents', 'package_id', 'product_id'],
    ['bundle_channels', 'bundle_id', 'channel_id'],
    ['svod_children', 'svod_id', 'vod_id'],
  ] as const) {
    const both = `${isOriginal(parent)} and ${isOriginal(child)}`;
    // The original contains its contents' copies; each copy contains the originals.
    await copyRows(db, table, both, copies, { [child]: copyId(`source.${child}`) });
    await copyRows(db, table, both, copies, { [parent]: copyId(`source.${parent}`) });
  }
  if (connectionIds.length > 0) {
    const list = connectionIds.map((id) => `'${id}'`).join(', ');
    await copyRows(
      db,
      'purchases',
      `source.connection_id in (${list}) and source.status in ('PURCHASE_COMPLETE', 'PURCHASE_PENDING_REMOVE') and ${isOriginal('product_id')}`,
      copies,
      {
        id: copyId('source.id'),
        product_id: copyId('source.product_id'),
        parent_purchase_id: 'null',
        reference_no: 'null',
      },
    );
  }
  await db.execute(sql`analyze`);
}
