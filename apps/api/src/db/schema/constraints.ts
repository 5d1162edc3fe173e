import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * DDL takes no bind parameters, so CHECK constraints inline their values as quoted literals. The values
 * are our own constants from values.ts, never input.
 */
function literals(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}

/**
 * `column = 'value'`, the value inlined. Also for queries a partial index must serve: PostgreSQL proves
 * an index's predicate from the query's literals only, so a named statement's generic plan, whose
 * values are parameters, could never use the index (issue 30: the sweep's due reads).
 */
export function isLiteral(column: AnyPgColumn, value: string): SQL {
  return sql`${column} = ${literals([value])}`;
}

/** `column in ('a', 'b')` */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${literals(values)})`;
}

/** A text[] column holds only the given values. */
export function subsetOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} <@ array[${literals(values)}]::text[]`;
}
