import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1::uuid[])`: a list of ids as one array parameter rather than one parameter each. The
 * statement's text is then the same for 1 id and for 1,200, so it is one named statement, parsed once
 * per connection (decision 0026), where an `in` list made a new text for every length: parsed, and
 * planned with its 1,200 values, 3-12 ms on PostgreSQL, and built value by value by Drizzle, on every
 * request that lists the catalogue (decision 0077). An empty list matches nothing.
 */
export function isAnyOf(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${uuidArray(ids)}::uuid[])`;
}

/** isAnyOf for a statement built once (reusable-statement.ts): its ids are given as `uuidArray(ids)`. */
export function isAnyOfPlaceholder(column: AnyColumn, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)}::uuid[])`;
}

/** A list of ids as PostgreSQL's array literal, the value of isAnyOf's one parameter. */
export const uuidArray = (ids: readonly string[]): string => `{${ids.join(',')}}`;
