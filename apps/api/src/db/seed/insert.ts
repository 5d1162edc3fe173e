import { getTableColumns } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';

/** PostgreSQL accepts at most 65535 bind parameters per statement; stay well below it. */
const MAX_PARAMETERS = 60_000;

/** Inserts rows with as few statements as the parameter limit allows. */
export async function insertRows<T extends PgTable>(db: DbOrTx, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  const rowsPerStatement = Math.floor(MAX_PARAMETERS / Object.keys(getTableColumns(table)).length);
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    await db.insert(table).values(rows.slice(start, start + rowsPerStatement));
  }
}
